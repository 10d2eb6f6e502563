import { maskGiftCode } from '@pantry/domain';
import { data, Link } from 'react-router';
import { ConsoleError, consoleMeta, consolePage } from '../features/console/index.ts';
import { GiftActions, GiftFacts, GiftHistory, giftQuery, useGift } from '../features/console-queues/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-gift-card';

export function meta({ params }: Route.MetaArgs) {
  return consoleMeta(`Gift ${params.id}`);
}

/** The gift's id from the address (a 404 for anything else). */
function giftId(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    throw data({ message: 'Page not found' }, { status: 404 });
  return id;
}

/** One gift (giftcards.manage), read on the server. */
export function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  const id = giftId(args.params.id);
  return consolePage(args, {
    permission: 'giftcards.manage',
    reads: () => [inProcess(giftQuery(id), () => services.admin.giftCode(id))],
  });
}

/** /admin/gift-cards/:id: the gift's balance, people and history; void or reissue it. */
export default function ConsoleGiftCard({ params }: Route.ComponentProps) {
  const gift = useGift(giftId(params.id));
  const admin = gift.data;
  if (!admin) return gift.isError ? <p role="alert">{gift.error.message}</p> : null;
  const code = admin.code_last_four ? maskGiftCode(admin.code_last_four) : `Gift ${admin.id}`;
  return (
    <section className="console-page" aria-labelledby="gift-title">
      <p>
        <Link to={`/admin/gift-cards?q=${encodeURIComponent(admin.recipient_email)}`}>
          Gifts to {admin.recipient_email}
        </Link>
      </p>
      <h1 id="gift-title">Gift code {code}</h1>
      <GiftFacts gift={admin} />
      <GiftActions gift={admin} />
      <GiftHistory gift={admin} />
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
