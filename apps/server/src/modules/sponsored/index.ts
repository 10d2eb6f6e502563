/**
 * Sponsored products and brand pages (issue 26): placements (the console's Sponsored area), the slot read the catalog's
 * listings apply, and the track calls' append-only event store.
 */

export { sponsoredAdminRoutes } from './admin-routes.ts';
export { slotPlacements } from './placements.ts';
export { sponsoredTrackRoutes } from './routes.ts';
