import { ConsoleError, consoleMeta, consolePage } from '../features/console/index.ts';
import {
  PlacementsSection,
  ReportSection,
  sponsoredPlacementsQuery,
  sponsoredReportQuery,
} from '../features/console-sponsored/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-sponsored';

export function meta() {
  return consoleMeta('Sponsored');
}

/** Owner and merchandiser (sponsored.manage): every sponsored placement and its figures. */
export function loader(args: Route.LoaderArgs) {
  const { admin } = args.context.services;
  return consolePage(args, {
    permission: 'sponsored.manage',
    reads: () => [
      inProcess(sponsoredPlacementsQuery(), () => admin.sponsoredPlacements()),
      inProcess(sponsoredReportQuery(), () => admin.sponsoredReport()),
    ],
  });
}

/** /admin/sponsored: products placed at a position on a category listing, a search term or a brand page. */
export default function ConsoleSponsored() {
  return (
    <section className="console-page" aria-labelledby="sponsored-title">
      <h1 id="sponsored-title">Sponsored</h1>
      <p className="console-muted">
        A placed product shows at its position on the first page of its listing, search or brand page, marked
        Sponsored.
      </p>
      <PlacementsSection />
      <ReportSection />
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
