import { readConfig } from './config.ts';

/**
 * `npm run worker`: runs the background jobs without serving HTTP, for WORKER=separate deployments (app servers
 * then leave the jobs to this process). Any number of workers can run: the jobs table hands each task to one, and
 * the event dispatcher (the events.dispatch task) claims each event delivery for one of them.
 */
async function main(): Promise<void> {
  const config = readConfig();
  process.env.NODE_ENV = config.nodeEnv;
  const { openDatabase } = await import('@pantry/db');
  const { buildApp } = await import('./app.ts');
  const database = await openDatabase({
    url: config.databaseUrl ?? config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  const app = await buildApp({ db: database.db, config });
  await app.ready();
  app.scheduler.start();
  app.log.info('Pantry worker is running the background jobs');
  // The database closes last: the jobs' close hooks still write to it.
  const stop = () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
