/** The reactivation form (plans, saved cards, a new card's fields), loaded when a lapsed member's add opens it. */
export const loadReactivate = () => import('./reactivate.tsx').then((module) => module.Reactivate);
/** The monthly-upgrade upsell modal, loaded when the account modals pick it. */
export const loadMonthlyUpgrade = () =>
  import('./upgrade-upsell.tsx').then((module) => module.MonthlyUpgradeModal);
