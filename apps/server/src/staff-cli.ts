import { readConfig } from './config.ts';

/**
 * `npm run staff -w @pantry/server -- create-owner <email>`: the first owner of a real store (or a new one after the
 * last lost their phone and codes). Prints an invitation link to open in a browser, where the owner chooses a
 * password and sets up an authenticator app; nothing is e-mailed. Uses the server's database settings (DATABASE_URL,
 * else PGlite in DATA_DIR) and SITE_ORIGIN for the link.
 */
async function main(argv: string[]): Promise<number> {
  const [command, email] = argv;
  if (command !== 'create-owner' || !email) {
    console.error('Usage: npm run staff -w @pantry/server -- create-owner <email>');
    return 2;
  }
  const config = readConfig();
  const { openDatabase } = await import('@pantry/db');
  const { createOwnerInvite } = await import('./modules/staff/index.ts');
  const database = await openDatabase({ url: config.databaseUrl ?? config.dataDir });
  try {
    await database.migrate();
    const { invite, link } = await createOwnerInvite(database.db, config, email);
    console.log(`Invited ${invite.email} as owner (the link works until ${invite.expires_at}):\n${link}`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
