import { useQuery } from '@tanstack/react-query';
import { autoshipRecommendQuery } from '../../features/autoship/api.ts';
import { AutoshipButton } from './autoship-button.tsx';

/** /autoship/personalized: what the shopper buys again and again, to put on autoship. */
export function AutoshipPersonalized() {
  const picks = useQuery(autoshipRecommendQuery(0));
  const items = picks.data?.items ?? [];
  if (picks.isPending) return <p className="loading-text">Loading your picks…</p>;
  if (items.length === 0) return <p>When you buy something again and again, we'll suggest it here.</p>;
  return (
    <ul className="autoship-items">
      {items.map((product) => (
        <li key={product.id} className="autoship-item">
          <img src={product.image} alt="" width={64} height={64} />
          <a href={product.url}>{product.title}</a>
          <AutoshipButton product={product} />
        </li>
      ))}
    </ul>
  );
}
