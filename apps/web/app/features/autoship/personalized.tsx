import { useQuery } from '@tanstack/react-query';
import { autoshipRecommendQuery } from './api.ts';
import AutoshipControl from './autoship-control.tsx';
import { startQty } from './button-state.ts';
import { SubscribeAll } from './subscribe-all.tsx';

/** /autoship/personalized: what the shopper buys again and again, to put on autoship. */
export function AutoshipPersonalized() {
  const picks = useQuery(autoshipRecommendQuery(0));
  const items = picks.data?.items ?? [];
  if (picks.isPending) return <p className="loading-text">Loading your picks…</p>;
  return (
    <>
      {/* Always here, so its 'Subscribed …' stays after the picks it subscribed leave the list. */}
      <SubscribeAll lines={items.map((product) => ({ product, qty: startQty(product) }))} />
      {items.length === 0 ? (
        <p>When you buy something again and again, we'll suggest it here.</p>
      ) : (
        <ul className="autoship-items">
          {items.map((product) => (
            <li key={product.id} className="autoship-item">
              <img src={product.image} alt="" width={64} height={64} />
              <a href={product.url}>{product.title}</a>
              <AutoshipControl product={product} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
