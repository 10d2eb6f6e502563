export {
  accountRemindersQuery,
  accountRemindersRead,
  isReminded,
  reminderKeys,
  useAccountReminders,
} from './api.ts';
export { RemindMeButton } from './remind-me-button.tsx';
export { ReminderList } from './reminder-list.tsx';
