import { BADGE_TEXT, badgeDisplayText } from '../catalog/badges.ts';

/**
 * Order statuses (spec storefront §4 'Order status and displayed label', 'A delivered order shows the delivered
 * date; otherwise the estimated date is shown'; §5 'the order detail hides a badge whose label is Out of Stock').
 */

export const ORDER_STATUSES = [
  'processing',
  'scheduled',
  'pickup_appointment',
  'shipped',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'on_its_way',
  'delivered',
  'closed',
  'canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What placed an order (account spec §3 analytics 'order type (main cart, cron, next shipment ship now)'): the
 * shopper's checkout, the autoship run at cutoff, or the shopper's Ship now.
 */
export const ORDER_TYPES = ['main cart', 'cron', 'next shipment ship now'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * What the order list and the order page call an order the shopper did not place at checkout (the spec names the
 * types for analytics only, so the words are ours: docs/decisions/orders.md); a checkout order has no label.
 */
const ORDER_TYPE_LABELS: Readonly<Record<OrderType, string | null>> = {
  'main cart': null,
  cron: 'Autoship',
  'next shipment ship now': 'Autoship, shipped now',
};

export function orderTypeLabel(type: OrderType): string | null {
  return ORDER_TYPE_LABELS[type];
}

/** The spec's table: label and progress bar percent; 'not shown' is null. */
export const ORDER_STATUS_TABLE: Readonly<Record<OrderStatus, { label: string; progress: number | null }>> = {
  processing: { label: 'Placed', progress: 11.5 },
  scheduled: { label: 'Processing', progress: 11.5 },
  pickup_appointment: { label: 'Processing', progress: 11.5 },
  shipped: { label: 'Shipped', progress: 36.5 },
  picked_up: { label: 'Shipped', progress: 36.5 },
  in_transit: { label: 'In Transit', progress: 61.5 },
  out_for_delivery: { label: 'In Transit', progress: 61.5 },
  on_its_way: { label: 'On Its Way', progress: null },
  delivered: { label: 'Delivered', progress: 97.5 },
  closed: { label: 'Closed', progress: null },
  canceled: { label: 'Canceled', progress: null },
};

/** Statuses of an order that has left the warehouse (or been handed over at pickup). */
const LEFT_WAREHOUSE: ReadonlySet<OrderStatus> = new Set([
  'shipped',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'on_its_way',
  'delivered',
  'closed',
]);

/**
 * 'The order has left the warehouse': shipped or picked up, or anything after (in transit to closed). From then on
 * it has a shipped date and can no longer be canceled. A canceled order never left.
 */
export function hasLeftWarehouse(status: OrderStatus): boolean {
  return LEFT_WAREHOUSE.has(status);
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_TABLE[status].label;
}

/** The progress bar's percent, or null where the spec says 'not shown'. */
export function progressPercent(status: OrderStatus): number | null {
  return ORDER_STATUS_TABLE[status].progress;
}

/**
 * Legal moves (style: 'States are transition tables'). An order is canceled only before it leaves; once shipped
 * it moves forward through transit (a carrier may skip steps) to delivered, then closed. Closed and canceled are
 * final. The spec gives the statuses, not the moves: this table is ours (docs/decisions/orders.md).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  processing: ['scheduled', 'pickup_appointment', 'shipped', 'canceled'],
  scheduled: ['pickup_appointment', 'shipped', 'canceled'],
  pickup_appointment: ['picked_up', 'shipped', 'canceled'],
  shipped: ['in_transit', 'out_for_delivery', 'on_its_way', 'delivered'],
  picked_up: ['in_transit', 'out_for_delivery', 'on_its_way', 'delivered'],
  in_transit: ['out_for_delivery', 'on_its_way', 'delivered'],
  out_for_delivery: ['on_its_way', 'delivered'],
  on_its_way: ['delivered'],
  delivered: ['closed'],
  closed: [],
  canceled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export type OrderMove = { ok: true } | { ok: false; code: 'illegal_order_move'; message: string };

/** A refusal value for the operator endpoint: 'Cannot move an order from Shipped to Canceled.' */
export function checkOrderMove(from: OrderStatus, to: OrderStatus): OrderMove {
  if (canMoveOrder(from, to)) return { ok: true };
  return {
    ok: false,
    code: 'illegal_order_move',
    message: `Cannot move an order from ${orderStatusLabel(from)} (${from}) to ${orderStatusLabel(to)} (${to}).`,
  };
}

export type ShipmentDates = {
  delivery_status: OrderStatus | string;
  /** YYYY-MM-DD */
  delivered_date: string | null;
  estimated_delivery: string | null;
};

/** 'A delivered order shows the delivered date; otherwise the estimated date is shown.' */
export function displayedDate(shipment: ShipmentDates): {
  kind: 'delivered' | 'estimated';
  date: string | null;
} {
  if (shipment.delivery_status === 'delivered') return { kind: 'delivered', date: shipment.delivered_date };
  return { kind: 'estimated', date: shipment.estimated_delivery };
}

/** An order's `details` (wire): label, progress bar and the date to show, from its status and shipment. */
export function orderDetails(
  status: OrderStatus,
  shipment: Omit<ShipmentDates, 'delivery_status'> | null,
): {
  delivery_status_label: string;
  progress_percent: number | null;
  displayed_date: { kind: 'delivered' | 'estimated'; date: string | null };
} {
  return {
    delivery_status_label: orderStatusLabel(status),
    progress_percent: progressPercent(status),
    displayed_date: displayedDate({
      delivery_status: status,
      delivered_date: shipment?.delivered_date ?? null,
      estimated_delivery: shipment?.estimated_delivery ?? null,
    }),
  };
}

/**
 * 'Back Soon displays as Out of Stock; the order detail hides a badge whose label is Out of Stock' — so both go.
 */
export function hideOutOfStockBadge<B extends string | { badge_text: string }>(badges: readonly B[]): B[] {
  const outOfStock = BADGE_TEXT.outOfStock.toLowerCase();
  return badges.filter((badge) => {
    const text = typeof badge === 'string' ? badge : badge.badge_text;
    return badgeDisplayText(text).trim().toLowerCase() !== outOfStock;
  });
}
