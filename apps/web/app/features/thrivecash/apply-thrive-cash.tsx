import { formatWireDollars } from '@pantry/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { isSignedIn, useAccount } from '../account/index.ts';
import { thriveCashQuery, useApplyThriveCash } from './api.ts';

/**
 * The shopper's choice to apply Thrive Cash to this order (cart and checkout): shown to a signed-in shopper with a
 * balance, or who has it applied. The cart's `awraf` line shows what it takes off.
 */
export function ApplyThriveCash() {
  const { account } = useAccount();
  const signedIn = isSignedIn(account);
  const summary = useQuery({ ...thriveCashQuery(), enabled: signedIn });
  const apply = useApplyThriveCash();
  const id = useId();
  const answer = summary.data;
  if (!signedIn || !answer || (answer.raf_balance <= 0 && !answer.apply_at_checkout)) return null;
  const checked = apply.isPending ? Boolean(apply.variables) : answer.apply_at_checkout;
  return (
    <div className="apply-thrive-cash">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={apply.isPending}
        onChange={(event) => apply.mutate(event.target.checked)}
      />
      <label htmlFor={id}>
        Apply Thrive Cash{' '}
        <span className="apply-thrive-cash-balance">({formatWireDollars(answer.raf_balance)} available)</span>
      </label>
      {apply.isError ? (
        <p className="form-error" role="alert">
          Thrive Cash could not be changed. Please try again.
        </p>
      ) : null}
    </div>
  );
}
