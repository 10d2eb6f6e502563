import {
  type Account,
  type AutoshipItemWire,
  type AutoshipScheduleWire,
  visitorAccount,
} from '@pantry/domain';
import { makeAccount } from '../membership/test-support.tsx';

/** Test helpers of the autoship components (not part of the app). */

/** A member whose autoship runs (active, opt-in). */
export function memberOnAutoship(overrides: Partial<Account> = {}): Account {
  return makeAccount({
    user_status: 'member',
    autoship: {
      ...visitorAccount().autoship,
      status: 'active',
      autoship_type: 'opt_in',
      autoship_enabled: true,
    },
    ...overrides,
  });
}

/** An active autoship item of product `productId`: 1 every 4 weeks, $5.99 today and $4.94 on autoship. */
export function autoshipItem(productId: number, overrides: Partial<AutoshipItemWire> = {}): AutoshipItemWire {
  return {
    item_id: productId * 10,
    product_id: productId,
    product_sku: `SKU-${productId}`,
    name: `Product ${productId}`,
    status: 'active',
    type: 'recurring',
    enabled_date: '2026-11-20T10:00:00Z',
    scheduled_at_date: '2026-12-18',
    qty: 1,
    frequency: 4,
    skip_once: false,
    price: 5.99,
    autoship_price: 4.94,
    in_stock: true,
    image: '',
    url: `/p/product-${productId}`,
    product_data: { box_type: 'grocery', min_order_qty: 1 },
    ...overrides,
  };
}

/** An active schedule: next shipment Friday Dec 18, new items every 4 weeks. */
export function autoshipSchedule(overrides: Partial<AutoshipScheduleWire> = {}): AutoshipScheduleWire {
  return {
    schedule_id: 1,
    next_shipment_date: '2026-12-18',
    cutoff: '2026-12-18T01:00:00Z',
    cutoff_text: 'Thursday, Dec 17, 5 p.m. PT',
    frequency: 4,
    status: 'active',
    charge_failed: false,
    payment_method_id: null,
    address_id: null,
    ...overrides,
  };
}
