import { type AutoshipItemWire, itemShipDate, shipmentDateWording } from '@pantry/domain';
import { frequencyLabel } from './frequency-select.tsx';

/**
 * What each autoship tab lists (docs/decisions/autoship.md), as groups of items under a heading: the same items
 * read four ways, so no two tabs show the same list.
 */
export type ItemListMode = 'next-shipment' | 'all-items' | 'subscribed' | 'schedules';

export type ItemGroup = { key: string; title: string; items: AutoshipItemWire[] };

const byShipDate = (next: string | undefined) => (a: AutoshipItemWire, b: AutoshipItemWire) =>
  itemShipDate(a, next).localeCompare(itemShipDate(b, next)) || a.name.localeCompare(b.name);

/** Groups in order, the empty ones left out. */
function groups(list: ItemGroup[]): ItemGroup[] {
  return list.filter((group) => group.items.length > 0);
}

/** Keyed and titled by `keyOf`, in the order of the keys. */
function groupBy(
  items: AutoshipItemWire[],
  keyOf: (item: AutoshipItemWire) => string,
  titleOf: (key: string) => string,
  order: (a: string, b: string) => number,
): ItemGroup[] {
  const keys = [...new Set(items.map(keyOf))].sort(order);
  return keys.map((key) => ({
    key,
    title: titleOf(key),
    items: items.filter((item) => keyOf(item) === key),
  }));
}

export function itemGroups(
  all: readonly AutoshipItemWire[],
  mode: ItemListMode,
  nextDate: string | undefined,
): ItemGroup[] {
  const active = all.filter((item) => item.status === 'active').sort(byShipDate(nextDate));
  const paused = all.filter((item) => item.status === 'paused').sort((a, b) => a.name.localeCompare(b.name));
  const due = active.filter((item) => !!nextDate && item.scheduled_at_date <= nextDate);
  switch (mode) {
    // What goes in the next box, and what sits this one out.
    case 'next-shipment':
      return groups([
        {
          key: 'ships',
          title: nextDate ? `Ships ${shipmentDateWording(nextDate)}` : 'Ships next',
          items: due.filter((item) => !item.skip_once),
        },
        { key: 'skipped', title: 'Skipped this time', items: due.filter((item) => item.skip_once) },
      ]);
    // Everything on autoship, paused items too.
    case 'all-items':
      return groups([
        { key: 'active', title: 'Active', items: active },
        { key: 'paused', title: 'Paused', items: paused },
      ]);
    // What the shopper subscribes to, by how often it comes.
    case 'subscribed':
      return groupBy(
        active,
        (item) => String(item.frequency),
        (key) => frequencyLabel(Number(key)),
        (a, b) => Number(a) - Number(b),
      );
    // The shipments to come, each with its items (a skipped item under the date it ships next).
    case 'schedules':
      return groupBy(
        active,
        (item) => itemShipDate(item, nextDate),
        (date) => shipmentDateWording(date),
        (a, b) => a.localeCompare(b),
      );
  }
}

/** One line under each tab's heading: what it lists. */
export const ITEM_LIST_INTRO: Record<ItemListMode, string> = {
  'next-shipment': 'What your next shipment holds, and what sits this one out.',
  'all-items': 'Every item on your autoship, active and paused.',
  subscribed: 'What you subscribe to, by how often it comes.',
  schedules: 'Your shipments to come, each with what it brings.',
};

export const ITEM_LIST_EMPTY: Record<ItemListMode, string> = {
  'next-shipment': 'Nothing is scheduled for your next shipment.',
  'all-items': 'You have no autoship items yet.',
  subscribed: 'You have no active subscriptions.',
  schedules: 'Nothing is scheduled.',
};
