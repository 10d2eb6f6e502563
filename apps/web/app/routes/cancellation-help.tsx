import { Link } from 'react-router';
import { CancellationFrame, requireCancelable } from '../features/membership/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import type { Route } from './+types/cancellation-help';

export function meta() {
  return [{ title: 'Can we help? | Cancel membership | Pantry' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireCancelable(await context.services.viewer.account(), new URL(request.url));
  return null;
}

/** Member services' address (the server's SUPPORT_EMAIL, apps/server/src/modules/auth/service.ts). */
const SUPPORT_EMAIL = 'help@pantry.local';

/** Help and contact before canceling: many reasons to leave have a fix. */
export default function CancellationHelp() {
  return (
    <CancellationFrame
      step="help"
      title="Can we help?"
      lede="If something isn’t working for you, member services are glad to help."
    >
      <ul className="help-list">
        <li>
          <h2>A problem with an order</h2>
          <p>Missing, damaged or late items are refunded or replaced.</p>
          <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Help with an order')}`}>
            E-mail member services<span className="sr-only"> about an order</span>
          </a>
        </li>
        <li>
          <h2>Questions about your membership or billing</h2>
          <p>We can explain a charge or help you choose the plan that fits.</p>
          <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('My membership')}`}>
            E-mail member services<span className="sr-only"> about your membership</span>
          </a>
        </li>
        <li>
          <h2>Can't find what you need?</h2>
          <p>Search thousands of products, or browse this week's deals.</p>
          <Link to="/c/all-deals">Browse deals</Link>
        </li>
        <li>
          <h2>Cards and addresses</h2>
          <p>Keep your cards and delivery addresses up to date.</p>
          <Link to="/account/payment-methods">Manage payment methods</Link>
        </li>
      </ul>
    </CancellationFrame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
