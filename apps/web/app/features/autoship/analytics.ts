import type { AutoshipItemWire } from '@pantry/domain';
import { type AnalyticsEvent, track } from '../../lib/analytics.ts';

/** PUT /autoship/item, POST /autoship/items and the moves answer the item as it now is. */
export type ItemAnswer = { data: { autoship_item: AutoshipItemWire } };

/** An autoship item as analytics reads it (spec §3 fields: product id, sku, price, quantity, …). */
export function autoshipItemProperties(item: AutoshipItemWire) {
  return {
    product_id: item.product_id,
    sku: item.product_sku,
    name: item.name,
    price: item.autoship_price,
    quantity: item.qty,
    frequency: item.frequency,
    status: item.status,
    // The product's box as stored may be a legacy_ one; events carry the box itself.
    box_type: item.product_data.box_type.replace('legacy_', ''),
    url: item.url,
  };
}

/** Records an autoship change once the server has made it, as cart events are recorded after the cart's answer. */
export function trackAutoshipItem(event: AnalyticsEvent, answer: ItemAnswer): void {
  track(event, autoshipItemProperties(answer.data.autoship_item));
}

/** The item event of PUT /autoship/item/{id}: a removal, or any other change (manage). */
export function itemChangeEvent(change: { status?: string }): AnalyticsEvent {
  return change.status === 'cancelled' ? 'Autoship Item Removed' : 'Autoship Updated';
}

/** The account autoship statuses the web asks PUT /account for. */
export type AccountAutoshipRequest = 'active' | 'paused' | 'inactive' | 'canceled';

/** PUT /account?autoship_status=: cancelling the whole autoship, or pausing, resuming, turning it off or on. */
export function trackAutoshipStatus(status: AccountAutoshipRequest): void {
  track(status === 'canceled' ? 'Autoship Cancelled' : 'Autoship Updated', { status });
}
