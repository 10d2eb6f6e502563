import { type OrderType, orderTypeLabel } from '@pantry/domain';

/**
 * 'Autoship' or 'Autoship, shipped now' after an order the autoship placed (a space first, so it is read as a word
 * of its own); nothing for a checkout order.
 */
export function OrderTypeTag({ type }: { type: OrderType }) {
  const label = orderTypeLabel(type);
  if (!label) return null;
  return (
    <>
      {' '}
      <span className="order-type-tag">{label}</span>
    </>
  );
}
