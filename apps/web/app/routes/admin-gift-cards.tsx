import { data, useSearchParams } from 'react-router';
import { ConsoleError, consoleMeta, consolePage, refusedSearch } from '../features/console/index.ts';
import {
  GiftResults,
  GiftSearchForm,
  giftSearchQuery,
  useGiftSearch,
} from '../features/console-queues/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-gift-cards';

export function meta() {
  return consoleMeta('Gift cards');
}

const searched = (search: URLSearchParams) => (search.get('q') ?? '').trim();

/**
 * Gift codes (giftcards.manage): the search the address holds, read on the server. A search the route cannot read
 * (not a code, its last four, an e-mail or an order) answers 400 with the form and the reason, to be put right.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  try {
    const page = await consolePage(args, {
      permission: 'giftcards.manage',
      reads: (url) => {
        const q = searched(url.searchParams);
        return q ? [inProcess(giftSearchQuery(q), () => services.admin.giftCodes(q))] : [];
      },
    });
    return { ...page, refused: null };
  } catch (error) {
    const refused = refusedSearch(error);
    if (refused === null) throw error;
    const page = await consolePage(args, { permission: 'giftcards.manage' });
    return data({ ...page, refused }, { status: 400 });
  }
}

/** /admin/gift-cards: find a gift by its code, its last four, an e-mail or an order number. */
export default function ConsoleGiftCards({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const refused = loaderData.refused;
  const q = refused ? '' : searched(search);
  const found = useGiftSearch(q);
  return (
    <section className="console-page" aria-labelledby="gifts-title">
      <h1 id="gifts-title">Gift cards</h1>
      <GiftSearchForm />
      <div aria-live="polite" aria-busy={found.isFetching || undefined}>
        {refused ? <p role="alert">{refused}</p> : null}
        {found.isError ? <p role="alert">{found.error.message}</p> : null}
        {q && found.data ? <GiftResults gifts={found.data.gifts} /> : null}
      </div>
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
