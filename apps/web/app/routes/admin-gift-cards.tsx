import { useSearchParams } from 'react-router';
import { ConsoleError, consoleMeta, consolePage } from '../features/console/index.ts';
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

/** Gift codes (giftcards.manage): the search the address holds, read on the server. */
export function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  return consolePage(args, {
    permission: 'giftcards.manage',
    reads: (url) => {
      const q = searched(url.searchParams);
      return q ? [inProcess(giftSearchQuery(q), () => services.admin.giftCodes(q))] : [];
    },
  });
}

/** /admin/gift-cards: find a gift by its code, its last four, an e-mail or an order number. */
export default function ConsoleGiftCards() {
  const [search] = useSearchParams();
  const q = searched(search);
  const found = useGiftSearch(q);
  return (
    <section className="console-page" aria-labelledby="gifts-title">
      <h1 id="gifts-title">Gift cards</h1>
      <GiftSearchForm />
      <div aria-live="polite" aria-busy={found.isFetching || undefined}>
        {found.isError ? <p role="alert">{found.error.message}</p> : null}
        {q && found.data ? <GiftResults gifts={found.data.gifts} /> : null}
      </div>
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
