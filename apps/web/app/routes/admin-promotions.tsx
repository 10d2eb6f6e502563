import { ConsoleError, consoleMeta, consolePage } from '../features/console/index.ts';
import {
  CouponsSection,
  ExitOffersSection,
  GiftsSection,
  promoCouponsQuery,
  promoExitOffersQuery,
  promoGiftsQuery,
} from '../features/console-promos/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-promotions';

export function meta() {
  return consoleMeta('Promotions');
}

/** Anyone who may read promotions (promos.read): the coupons, the gift and sample offers and the exit offers. */
export function loader(args: Route.LoaderArgs) {
  const { admin } = args.context.services;
  return consolePage(args, {
    permission: 'promos.read',
    reads: () => [
      inProcess(promoCouponsQuery(), () => admin.promoCoupons()),
      inProcess(promoGiftsQuery(), () => admin.promoGifts()),
      inProcess(promoExitOffersQuery(), () => admin.promoExitOffers()),
    ],
  });
}

/** /admin/promotions: Coupons, Gifts and samples, Exit offer; forms for promos.write, read-only otherwise. */
export default function ConsolePromotions({ loaderData }: Route.ComponentProps) {
  const canEdit = loaderData.session.permissions.includes('promos.write');
  return (
    <section className="console-page" aria-labelledby="promotions-title">
      <h1 id="promotions-title">Promotions</h1>
      <nav aria-label="Promotions sections">
        <ul className="console-actions console-section-links">
          <li>
            <a href="#coupons">Coupons</a>
          </li>
          <li>
            <a href="#gifts">Gifts and samples</a>
          </li>
          <li>
            <a href="#exit-offers">Exit offer</a>
          </li>
        </ul>
      </nav>
      {canEdit ? null : <p className="console-muted">Your role can read promotions but not change them.</p>}
      <CouponsSection canEdit={canEdit} />
      <GiftsSection canEdit={canEdit} />
      <ExitOffersSection canEdit={canEdit} />
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
