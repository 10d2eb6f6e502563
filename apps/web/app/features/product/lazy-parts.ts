/** The label panel below the fold: its code loads with it, not with the page's first JavaScript. */
export const loadLabelFacts = () => import('./label-facts.tsx').then((module) => module.LabelFacts);
/** The gift card page's Reviews and FAQ tabs: only a gift card's page renders them, so only it loads their code. */
export const loadGiftCardDetails = () =>
  import('./gift-card-details.tsx').then((module) => module.GiftCardDetails);
