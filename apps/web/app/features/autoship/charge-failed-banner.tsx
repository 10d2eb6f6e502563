import { Link } from 'react-router';

/** Account spec §4: 'If the next autoship charge failed, a charge-failed banner shows instead of opening.' */
export function ChargeFailedBanner() {
  return (
    <div role="alert" className="autoship-charge-failed">
      <p>
        We couldn't charge your card for your next autoship shipment.{' '}
        <Link to="/autoship/settings">Update your card</Link> so it ships.
      </p>
    </div>
  );
}
