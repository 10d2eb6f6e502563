import { autoshipRunning, type CartLineItem } from '@pantry/domain';
import { useAccount } from '../../features/account/api.ts';
import { useCartItemToShipment } from '../../features/autoship/api.ts';
import { apiFailure } from '../../lib/http/client.ts';

/**
 * Account spec §4 'Moves: … cart item to next-shipment cart': the line becomes a recurring item of the next
 * shipment at its quantity. Only for a shopper whose autoship runs, and not for bundles or out-of-stock lines.
 */
export function MoveToNextShipment({ line }: { line: CartLineItem }) {
  const { account } = useAccount();
  const move = useCartItemToShipment();
  if (account?.logged_in !== 1 || !autoshipRunning(account.autoship.status)) return null;
  if (!line.in_stock || line.bundle_options) return null;
  return (
    <>
      <button
        type="button"
        className="button-link"
        disabled={move.isPending}
        onClick={() => move.mutate(line.product_id)}
        aria-label={`Move ${line.title} to your next shipment`}
      >
        Move to next shipment
      </button>
      {move.error ? (
        <span role="alert" className="form-error">
          {apiFailure(move.error).message}
        </span>
      ) : null}
    </>
  );
}
