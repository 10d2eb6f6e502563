import { readConfig } from './config.ts';

/**
 * `npm start` / `npm run dev`: opens the database (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR),
 * applies migrations, loads the demo catalog into an empty database, then serves the API and the pages.
 */
async function main(): Promise<void> {
  const config = readConfig();
  // React (loaded with the app below) picks its development or production build from NODE_ENV when first
  // imported: `npm start` leaves NODE_ENV unset, and the default is production, so say so before loading it.
  process.env.NODE_ENV = config.nodeEnv;
  const { ensureDemoData, openDatabase, seedZipCodes, sql } = await import('@pantry/db');
  const { ensureDemoAccounts } = await import('./seed/demo-accounts.ts');
  const { ensureDemoOrders } = await import('./modules/orders/index.ts');
  const { ensureDemoGwpOffer } = await import('./modules/cart/index.ts');
  const { ensureDemoGiftCard } = await import('./modules/giftcards/index.ts');
  const { ensureDemoReviews } = await import('./modules/reviews/index.ts');
  const { ensureDemoAutoship } = await import('./modules/autoship/index.ts');
  const { ensureQuizzes } = await import('./modules/quiz/index.ts');
  const { ensureCooccurrence } = await import('./modules/recommendations/index.ts');
  const { ensureDemoStaff } = await import('./modules/staff/index.ts');
  const { buildApp } = await import('./app.ts');
  const { defaultWebRoot } = await import('./web/index.ts');
  const database = await openDatabase({
    url: config.databaseUrl ?? config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  const app = await buildApp({ db: database.db, config, web: { appRoot: defaultWebRoot } });
  const seeded =
    config.seedProducts > 0 && (await ensureDemoData(database.db, { products: config.seedProducts }));
  if (seeded)
    app.log.info({ products: config.seedProducts }, 'loaded the demo catalog into the empty database');
  // The ZIP table is reference data every store needs (POST /search/address); adding it again adds nothing.
  await seedZipCodes(database.db);
  // The store's quizzes are content every store has (vNextQuizv1, quickstart); missing ones are added.
  const quizzes = await ensureQuizzes(database.db);
  if (quizzes) app.log.info({ quizzes }, 'added the store’s quizzes');
  if (config.seedProducts > 0) await ensureDemoGwpOffer(database.db);
  if (config.seedProducts > 0 && (await ensureDemoAccounts(app))) {
    const placed = await ensureDemoOrders(app);
    // After the demo orders: the gift card order is the monthly member's newest.
    await ensureDemoGiftCard(app);
    app.log.info({ orders: placed }, 'added the demo shoppers and their orders (README: Demo accounts)');
    const reviewed = await ensureDemoReviews(app.db, app.reviews);
    app.log.info({ reviews: reviewed }, 'added the demo shoppers’ reviews');
    const schedules = await ensureDemoAutoship(app);
    app.log.info({ schedules }, 'added the demo autoship schedules (active, paused, failed)');
  }
  if (config.seedProducts > 0 && (await ensureDemoStaff(app.db)))
    app.log.info('added the demo staff, one per role (README: Demo accounts)');
  // Recommendations read "bought together" from a table its hourly job writes; an empty one is filled now.
  if (await ensureCooccurrence(app.db)) app.log.info('computed "bought together" from the orders');
  // PGlite has no autovacuum, so its planner would never have statistics nor a visibility map: a search that missed
  // the read cache ran 18 times slower in the benchmark. PostgreSQL vacuums itself, but only some time after a seed.
  if (database.kind === 'pglite' || seeded) await database.db.execute(sql`vacuum analyze`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    // The database closes last: the app's own close hooks (the search counts, the scheduler) still write to it.
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  if (config.worker === 'inline') app.scheduler.start();
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    `Pantry is serving ${config.nodeEnv} at http://${shownHost}:${config.port} (API docs at /api/docs)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
