/**
 * Console tasks (issue 25, Long work): bulk price changes, bulk review approval and exports of more than 10,000
 * rows, run by a worker in chunks with their progress on a console_tasks row, each chunk one transaction with its
 * audit entries; an export's file is kept in the database behind a 7-day link that is e-mailed to its starter.
 */

export { EXPORT_MAIL_SUBSCRIBER, exportMailSubscriber, exportReadyEmail } from './export-mail.ts';
export { consoleTaskRoutes } from './routes.ts';
export {
  CHUNK_ITEMS,
  type ConsoleTaskRunner,
  createConsoleTaskRunner,
  TASK_LEASE_SECONDS,
} from './runner.ts';
export { purgeExpiredExports } from './store.ts';
export { taskWork } from './work.ts';
