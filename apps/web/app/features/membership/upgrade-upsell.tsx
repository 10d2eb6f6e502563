import type { Account } from '@pantry/domain';
import { formatStoreDate } from '@pantry/domain';
import { useId, useState } from 'react';
import { Modal } from '../../components/common/modal.tsx';
import { FormError } from '../../components/forms/field.tsx';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useAccount, useSetAccount } from '../account/index.ts';
import { formatAmount, upgradeToAnnual, useOffers } from './api.ts';

/** Monthly members (not trials, not lapsed) are offered the annual plan. */
export function isMonthlyMember(account: Account | undefined): boolean {
  return (
    account?.logged_in === 1 &&
    account.user_status === 'member' &&
    account.subscription.membership_status === 'Monthly'
  );
}

/**
 * The upgrade-to-annual upsell (spec §2 modals): 'Save with annual' → POST /membership/upgrade, which charges the
 * annual fee less the unused part of the month to the membership's card. Shows nothing to anyone else.
 */
export function UpgradeUpsell({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { account } = useAccount();
  const setAccount = useSetAccount();
  const offers = useOffers();
  const form = useFormSubmit();
  const [upgraded, setUpgraded] = useState<Account | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();

  if (upgraded) {
    return (
      <section className="upsell is-done" aria-live="polite">
        <Heading className="upsell-title">You're on the annual plan</Heading>
        <p>{`Thanks! Your membership now renews on ${formatStoreDate(upgraded.subscription.expired_date, 'long') ?? 'your new renewal date'}.`}</p>
      </section>
    );
  }
  if (!isMonthlyMember(account)) return null;

  const annual = offers.data?.find((offer) => offer.kind === 'annual');
  const monthly = offers.data?.find((offer) => offer.kind === 'monthly');
  const saving = annual && monthly ? Math.round((monthly.price * 12 - annual.price) * 100) / 100 : null;

  async function upgrade() {
    await form.submit({}, async () => {
      const fresh = await upgradeToAnnual();
      setAccount(fresh);
      setUpgraded(fresh);
    });
  }

  return (
    <section className="upsell" aria-labelledby={titleId}>
      <Heading id={titleId} className="upsell-title">
        Save with annual
      </Heading>
      <p>
        {annual
          ? `Switch to ${formatAmount(annual.price)}/year — just ${formatAmount(annual.monthly_equivalent)}/mo`
          : 'Switch to the annual plan'}
        {saving && saving > 0
          ? `, and save ${formatAmount(saving)} a year compared with paying monthly.`
          : '.'}
      </p>
      <p className="upsell-note">
        We'll credit what's left of this month and charge the difference to the card on your membership.
      </p>
      <FormError message={form.formError} />
      <button
        type="button"
        className="button button-primary"
        onClick={upgrade}
        disabled={form.busy}
        aria-busy={form.busy || undefined}
      >
        {form.busy ? (
          <>
            <span className="spinner" aria-hidden="true" />
            Upgrading…
          </>
        ) : (
          'Save with annual'
        )}
      </button>
    </section>
  );
}

export const MONTHLY_UPGRADE_TITLE = 'Upgrade your membership';

/**
 * The monthly-upgrade upsell as a modal (account-and-shell spec §2 'upgrade-to-monthly upsell'): a monthly member
 * is offered the annual plan once (account-settings/modal-rules.ts) and upgrades without leaving the page.
 */
export function MonthlyUpgradeModal({ onClose }: { onClose: () => void }) {
  const upgraded = !isMonthlyMember(useAccount().account);
  return (
    <Modal
      title={MONTHLY_UPGRADE_TITLE}
      onClose={onClose}
      className="modal-upsell"
      waitsForOthers
      closeLabel="Not now, close"
    >
      <UpgradeUpsell headingLevel={3} />
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {upgraded ? 'Done' : 'Not now'}
        </button>
      </div>
    </Modal>
  );
}
