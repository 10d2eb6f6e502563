/** Sponsored products and brand pages in the browser (issue 26): the cards' event tracking. */

export { useAdTracking } from './use-ad-tracking.ts';
