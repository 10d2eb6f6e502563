import { type Reminder, reminderMessages, reminderStatusText } from '@pantry/domain';
import { Link } from 'react-router';
import { ProductImage } from '../../components/common/product-image.tsx';
import { apiFailure } from '../../lib/http/client.ts';
import { snackbar } from '../../lib/snackbar-store.ts';
import { useRemoveReminder } from './api.ts';

const STATE_TEXT: Record<Reminder['state'], string> = {
  active: 'Waiting for stock',
  sent: 'Back in stock: we e-mailed you',
  expired: 'Expired',
};

function ReminderItem({ reminder }: { reminder: Reminder }) {
  const remove = useRemoveReminder();
  const titleId = `reminder-${reminder.reminder_id}`;
  return (
    <li className="reminder-item">
      <ProductImage src={reminder.product.image} alt="" size={72} />
      <div className="reminder-body">
        <h3 id={titleId} className="reminder-title">
          <Link to={`/p/${encodeURIComponent(reminder.product.url_key)}`}>{reminder.product.title}</Link>
        </h3>
        <p className="muted">
          {STATE_TEXT[reminder.state]}
          {reminder.state === 'expired' ? '' : ` · ${reminderStatusText(reminder)}`}
        </p>
      </div>
      <button
        type="button"
        className="btn btn-outline"
        aria-describedby={titleId}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(reminder.reminder_id, {
            onSuccess: () => snackbar.push({ type: 'success', message: reminderMessages.removed }),
            onError: (error) => snackbar.push({ type: 'error', message: apiFailure(error).message }),
          })
        }
      >
        Remove
      </button>
    </li>
  );
}

/** The account's reminders (issue 24): each product, whether it waits, was e-mailed or expired, and a remove action. */
export function ReminderList({ reminders }: { reminders: readonly Reminder[] }) {
  if (reminders.length === 0) {
    return (
      <p>
        No reminders. On an item that is out of stock, choose ‘Remind me when in stock’ and we will e-mail you
        when it is back.
      </p>
    );
  }
  return (
    <ul className="reminder-list">
      {reminders.map((reminder) => (
        <ReminderItem key={reminder.reminder_id} reminder={reminder} />
      ))}
    </ul>
  );
}
