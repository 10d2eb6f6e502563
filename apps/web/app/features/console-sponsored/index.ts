/** The console's Sponsored area (issue 26): placements of products in listing, search and brand-page slots. */

export { sponsoredPlacementsQuery, sponsoredReportQuery } from './api.ts';
export { checkPlacement, placementFromForm } from './placement-form.tsx';
export { PlacementsSection } from './placements-section.tsx';
export { ReportSection } from './report-section.tsx';
