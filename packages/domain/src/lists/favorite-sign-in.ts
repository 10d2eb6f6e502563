/**
 * The signed-out heart's accessible name. It links to sign-in and back to the page, the same place whichever card
 * it sits on, so every such link has the same name (and a card's own title link stays the only link named after
 * the product). Its own file: every catalog page carries it, and nothing else of the favorites' rules.
 */
export const FAVORITE_SIGN_IN_LABEL = 'Log in to save favorites';
