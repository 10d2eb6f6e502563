import { type AutoshipItemWire, shipmentDateWording } from '@pantry/domain';
import { useAutoshipItems, useAutoshipSchedule } from './api.ts';
import { AutoshipItemRow } from './item-row.tsx';

export type ItemListMode = 'next-shipment' | 'all-items' | 'subscribed';

function pick(items: AutoshipItemWire[], mode: ItemListMode, nextDate: string | undefined) {
  if (mode === 'subscribed') return items.filter((item) => item.status === 'active');
  if (mode === 'next-shipment')
    return items.filter((item) => item.status === 'active' && nextDate && item.scheduled_at_date <= nextDate);
  return items;
}

const EMPTY: Record<ItemListMode, string> = {
  'next-shipment': 'Nothing is scheduled for your next shipment.',
  'all-items': 'You have no autoship items yet.',
  subscribed: 'You have no active subscriptions.',
};

/** The items of one autoship page: the next shipment's, every item, or the active subscriptions. */
export function AutoshipItemList({ mode }: { mode: ItemListMode }) {
  const items = useAutoshipItems().data ?? [];
  const nextDate = useAutoshipSchedule().data?.next_shipment_date;
  const shown = pick(items, mode, nextDate);
  if (shown.length === 0) return <p>{EMPTY[mode]}</p>;
  return (
    <ul className="autoship-items">
      {shown.map((item) => (
        <AutoshipItemRow
          key={item.item_id}
          item={item}
          inNextShipment={!!nextDate && item.status === 'active' && item.scheduled_at_date <= nextDate}
        />
      ))}
    </ul>
  );
}

/** /autoship/schedules: the items grouped by the date they ship next. */
export function AutoshipSchedules() {
  const items = (useAutoshipItems().data ?? []).filter((item) => item.status === 'active');
  const dates = [...new Set(items.map((item) => item.scheduled_at_date))].sort();
  if (dates.length === 0) return <p>Nothing is scheduled.</p>;
  return (
    <div className="autoship-schedules">
      {dates.map((date) => (
        <section key={date} aria-label={date}>
          <h2>{shipmentDateWording(date)}</h2>
          <ul className="autoship-items">
            {items
              .filter((item) => item.scheduled_at_date === date)
              .map((item) => (
                <AutoshipItemRow key={item.item_id} item={item} inNextShipment={false} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
