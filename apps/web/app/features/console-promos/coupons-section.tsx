import type { AdminCoupon } from '@pantry/domain';
import { useState } from 'react';
import { ConsoleFormError, ConsoleTable, useConsoleForm } from '../console/index.ts';
import { usePromoChanges, usePromoCoupons } from './api.ts';
import { CouponForm } from './coupon-form.tsx';

const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/** '2026-12-01 to 2026-12-31', 'until 2026-12-31', 'from 2026-12-01', 'always'. */
export function datesText(starts: string | null, ends: string | null): string {
  if (starts && ends) return `${starts} to ${ends}`;
  if (ends) return `until ${ends}`;
  if (starts) return `from ${starts}`;
  return 'always';
}

/** What the coupon asks of an order and a shopper, in a few words. */
export function couponRulesText(coupon: AdminCoupon): string {
  const rules = [
    coupon.minimum_order > 0 ? `min. ${dollars(coupon.minimum_order)}` : null,
    coupon.maximum_discount !== null ? `cap ${dollars(coupon.maximum_discount)}` : null,
    coupon.first_order_only ? 'first order only' : null,
    coupon.uses_per_customer !== null ? `${coupon.uses_per_customer} per shopper` : null,
  ].filter(Boolean);
  return rules.length ? rules.join(', ') : 'none';
}

/** The Coupons section: New coupon, the list with uses so far, Edit and Deactivate for promos.write. */
export function CouponsSection({ canEdit }: { canEdit: boolean }) {
  const { data } = usePromoCoupons();
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const coupons = data?.coupons ?? [];
  return (
    <section className="console-card" id="coupons" aria-labelledby="coupons-title">
      <h2 id="coupons-title">Coupons</h2>
      {canEdit && editing === null ? (
        <p>
          <button type="button" className="console-button" onClick={() => setEditing('new')}>
            New coupon
          </button>
        </p>
      ) : null}
      {editing !== null ? (
        <CouponForm
          key={editing === 'new' ? 'new' : editing.id}
          coupon={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <ConsoleTable
        caption="Coupons, newest first"
        columns={[
          'Code',
          'Discount',
          'Dates',
          'Rules',
          'Uses so far',
          'Status',
          ...(canEdit ? ['Actions'] : []),
        ]}
      >
        {coupons.map((coupon) => (
          <tr key={coupon.id}>
            <th scope="row">
              <code>{coupon.code}</code>
              {coupon.coupon_name ? <span className="console-muted"> {coupon.coupon_name}</span> : null}
            </th>
            <td>{coupon.discount}</td>
            <td>{datesText(coupon.starts_on, coupon.ends_on)}</td>
            <td>{couponRulesText(coupon)}</td>
            <td>
              {coupon.uses}
              {coupon.total_uses !== null ? ` of ${coupon.total_uses}` : ''}
            </td>
            <td>{coupon.active ? 'Active' : 'Off'}</td>
            {canEdit ? (
              <td>
                <CouponActions coupon={coupon} onEdit={() => setEditing(coupon)} />
              </td>
            ) : null}
          </tr>
        ))}
      </ConsoleTable>
    </section>
  );
}

function CouponActions({ coupon, onEdit }: { coupon: AdminCoupon; onEdit: () => void }) {
  const { deactivateCoupon } = usePromoChanges();
  const form = useConsoleForm();
  return (
    <div className="console-actions">
      <button type="button" className="console-button is-quiet" onClick={onEdit}>
        Edit <span className="console-visually-hidden">{coupon.code}</span>
      </button>
      {coupon.active ? (
        <button
          type="button"
          className="console-button is-quiet"
          disabled={form.busy}
          onClick={() => void form.run(() => deactivateCoupon(coupon.id))}
        >
          Deactivate <span className="console-visually-hidden">{coupon.code}</span>
        </button>
      ) : null}
      {form.error ? <ConsoleFormError message={form.error} /> : null}
    </div>
  );
}
