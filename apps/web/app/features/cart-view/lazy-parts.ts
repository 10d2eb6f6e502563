/** The claim-offer modal, loaded when a page opens with an offer link (`?ccode=`). */
export const loadClaimOffer = () => import('./claim-offer.tsx').then((module) => module.ClaimOffer);
