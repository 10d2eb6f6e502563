// The shopper's reminder list and its calls: the account page, and the Remind me button once its code loads
// (features/reminders keeps only that button's on-demand slot, so catalog pages don't carry these).
export {
  accountRemindersQuery,
  accountRemindersRead,
  isReminded,
  reminderKeys,
  useAccountReminders,
  useSetReminder,
} from './api.ts';
export { ReminderList } from './reminder-list.tsx';
