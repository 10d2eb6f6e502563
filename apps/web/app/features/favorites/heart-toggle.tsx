import { favoriteMessages } from '@pantry/domain';
import { HeartIcon } from './heart-icon.tsx';
import { useFavoriteState, useToggleFavorite } from './use-favorite.ts';

/** The signed-in shopper's heart: toggles at once, busy (CREATING or DELETING) until its call is answered. */
export default function HeartToggle({
  product,
  className,
}: {
  product: { id: number; title: string };
  className: string;
}) {
  const state = useFavoriteState(product.id, true);
  const toggle = useToggleFavorite();
  return (
    <button
      type="button"
      className={`${className}${state.favorite ? ' is-favorite' : ''}`}
      aria-pressed={state.favorite}
      aria-busy={state.status !== 'READY'}
      data-status={state.status}
      aria-label={favoriteMessages.label(product.title)}
      onClick={() => void toggle(product)}
    >
      <HeartIcon />
    </button>
  );
}
