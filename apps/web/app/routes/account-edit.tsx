import { Link } from 'react-router';
import { useAccount } from '../features/account/index.ts';
import { AccountEditForm, DateOfBirthForm } from '../features/account-settings/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { guardPage } from '../lib/route-guards.ts';
import type { Route } from './+types/account-edit';

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await context.services.viewer.account();
  guardPage(account, new URL(request.url));
  return { account };
}

export function meta() {
  return [{ title: 'Edit profile | Pantry' }, { name: 'robots', content: 'noindex' }];
}

export default function AccountEdit({ loaderData }: Route.ComponentProps) {
  const cached = useAccount().account;
  const account = cached?.logged_in === 1 ? cached : loaderData.account;
  return (
    <div className="form-page is-wide">
      <p className="page-back">
        <Link to="/account">← My account</Link>
      </p>
      <h1>Edit profile</h1>
      <div className="form-card">
        <AccountEditForm key={account.id ?? 'visitor'} account={account} />
      </div>
      <section className="form-card" aria-labelledby="account-age">
        <h2 id="account-age">Your age</h2>
        <DateOfBirthForm account={account} />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
