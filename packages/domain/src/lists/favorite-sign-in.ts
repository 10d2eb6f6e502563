/**
 * The signed-out heart's accessible name (it links to sign-in). Its own file: every catalog page carries it, and
 * nothing else of the favorites' rules (favorite-state.ts loads with the signed-in heart).
 */
export function favoriteSignInLabel(title: string): string {
  return `Sign in to favorite ${title}`;
}
