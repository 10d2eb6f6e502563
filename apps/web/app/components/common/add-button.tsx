import { addButtonState } from '@pantry/domain';
import { useEffect, useRef } from 'react';
import { CheckIcon } from './icons.tsx';

export type AddButtonProps = {
  /** The product's title, for the buttons' accessible names. */
  title: string;
  count: number;
  loading?: boolean;
  selected?: boolean;
  maxOrderQty?: number | null;
  /** False when nothing more may be added (out of stock, or 50 per item). */
  canAdd?: boolean;
  onAdd: () => void;
  onRemove: () => void;
  /** A product card, the product page, or a cart line (compact). */
  size?: 'card' | 'page' | 'line';
};

/**
 * Spec §4 add button: no count shows 'Add'; a count above 0 shows minus, quantity and plus; loading shows a
 * spinner; selected shows a check mark. Minus is disabled at 0; plus at or above max_order_qty.
 */
export function AddButton({
  title,
  count,
  loading = false,
  selected = false,
  maxOrderQty,
  canAdd = true,
  onAdd,
  onRemove,
  size = 'card',
}: AddButtonProps) {
  const state = addButtonState({ count, loading, selected, maxOrderQty });
  // When Add turns into the counter (or the counter back into Add) the focused button disappears;
  // move focus to its replacement so a keyboard user keeps their place.
  const refocus = useRef(false);
  const previousKind = useRef(state.kind);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const changed = previousKind.current !== state.kind;
    previousKind.current = state.kind;
    if (!refocus.current) return;
    if (!changed) {
      refocus.current = false;
      return;
    }
    const target = root.current?.querySelector<HTMLButtonElement>('[data-primary]:not(:disabled)');
    if (target) {
      target.focus();
      refocus.current = false;
    }
  });

  const add = () => {
    refocus.current = true;
    onAdd();
  };
  const remove = () => {
    refocus.current = true;
    onRemove();
  };

  let content: React.ReactNode;
  switch (state.kind) {
    case 'loading':
      content = (
        <button type="button" className="add-btn is-loading" disabled aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">Updating {title} in your cart</span>
        </button>
      );
      break;
    case 'selected':
      content = (
        <span className="add-btn is-selected" role="img" aria-label={`${title} selected`}>
          <CheckIcon />
        </span>
      );
      break;
    case 'add':
      content = (
        <button
          type="button"
          className="add-btn"
          data-primary
          onClick={add}
          disabled={!canAdd}
          aria-label={`Add ${title} to cart`}
        >
          Add
        </button>
      );
      break;
    case 'counter': {
      const plusDisabled = state.plusDisabled || !canAdd;
      content = (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend box; a labelled group reads the same
        <div className="counter" role="group" aria-label={`Quantity of ${title} in cart`}>
          <button
            type="button"
            className="counter-btn"
            onClick={remove}
            disabled={state.minusDisabled}
            aria-label={`Remove one ${title}`}
            data-primary={plusDisabled ? '' : undefined}
          >
            <span aria-hidden="true">−</span>
          </button>
          <output className="counter-qty" aria-live="polite">
            {state.qty}
          </output>
          <button
            type="button"
            className="counter-btn"
            onClick={add}
            disabled={plusDisabled}
            aria-label={`Add one more ${title}`}
            data-primary={plusDisabled ? undefined : ''}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
      );
      break;
    }
  }
  return (
    <div ref={root} className={`add-control add-control-${size}`}>
      {content}
    </div>
  );
}
