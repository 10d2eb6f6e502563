/**
 * Reminders (`app.reminders`, issue 24): back-in-stock reminders a shopper sets on out-of-stock items, the account's
 * list of them, and the e-mail each gets once when its product's stock comes back (`product.back_in_stock` →
 * `reminder.due` → one e-mail, restock-mail.ts).
 */

export {
  type BackInStockMail,
  backInStockEmail,
  queueRestockReminders,
  REMINDER_MAIL_SUBSCRIBER,
  REMINDER_QUEUE_SUBSCRIBER,
  reminderSubscribers,
} from './restock-mail.ts';
export { reminderRoutes } from './routes.ts';
export { createRemindersService, type RemindersService } from './service.ts';
