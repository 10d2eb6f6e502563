import { countLabel } from '@pantry/domain';
import { useId } from 'react';
import { useAutoshipItems, useAutoshipSchedule } from './api.ts';
import {
  ITEM_LIST_EMPTY,
  ITEM_LIST_INTRO,
  type ItemGroup,
  type ItemListMode,
  itemGroups,
} from './item-groups.ts';
import { AutoshipItemRow } from './item-row.tsx';

/**
 * The items of one autoship page (/autoship/next-shipment, /all-items, /subscribed, /schedules), grouped as the
 * page's name says (item-groups.ts).
 */
export function AutoshipItemList({ mode }: { mode: ItemListMode }) {
  const items = useAutoshipItems().data ?? [];
  const nextDate = useAutoshipSchedule().data?.next_shipment_date;
  const shown = itemGroups(items, mode, nextDate);
  return (
    <div className="autoship-item-groups">
      <p className="autoship-intro">{ITEM_LIST_INTRO[mode]}</p>
      {shown.length === 0 ? <p>{ITEM_LIST_EMPTY[mode]}</p> : null}
      {shown.map((group) => (
        <ItemGroupSection key={group.key} group={group} nextDate={nextDate} />
      ))}
    </div>
  );
}

function ItemGroupSection({ group, nextDate }: { group: ItemGroup; nextDate: string | undefined }) {
  const headingId = useId();
  return (
    <section className="autoship-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="autoship-group-title">
        {group.title} <span className="autoship-group-count">({countLabel(group.items.length, 'item')})</span>
      </h2>
      <ul className="autoship-items">
        {group.items.map((item) => (
          <AutoshipItemRow key={item.item_id} item={item} nextShipmentDate={nextDate} />
        ))}
      </ul>
    </section>
  );
}
