import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { FormError } from '../components/forms/field.tsx';
import {
  accountRemindersRead,
  ReminderList,
  useAccountReminders,
} from '../features/account-reminders/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-reminders';

export function meta() {
  return [{ title: 'Reminders | Your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Signed-in shoppers only; their reminders are read on the server. */
export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId }) => ({
    critical: [accountRemindersRead(services, accountId)],
  }));
}

/** Issue 24: the shopper's back-in-stock reminders, whether each waits, was e-mailed or expired, and remove. */
export default function AccountReminders() {
  const reminders = useAccountReminders();
  return (
    <div className="container account-reminders">
      <Breadcrumbs
        items={[
          { label: 'Your account', url: '/account' },
          { label: 'Reminders', url: '/account/reminders' },
        ]}
      />
      <h1>Reminders</h1>
      <p>We e-mail you once when an item you asked about is back in stock. A reminder lasts 90 days.</p>
      {reminders.isError ? <FormError message={reminders.error.message} /> : null}
      {reminders.data ? (
        <ReminderList reminders={reminders.data.reminders} />
      ) : (
        <p className="loading-text">Loading your reminders…</p>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
