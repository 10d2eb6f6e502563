import { Modal } from '../../components/common/modal.tsx';
import { useAccount } from '../account/index.ts';
import { isMonthlyMember, UpgradeUpsell } from './upgrade-upsell.tsx';

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
