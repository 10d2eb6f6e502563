/** The label panel below the fold: its code loads with it, not with the page's first JavaScript. */
export const loadLabelFacts = () => import('./label-facts.tsx').then((module) => module.LabelFacts);
