/** The reactivation form (plans, saved cards, a new card's fields), loaded when a lapsed member's add opens it. */
export const loadReactivate = () => import('./reactivate.tsx').then((module) => module.Reactivate);
