import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, PHONE } from '../bench/src/page-js.ts';

// The real server on a free port with a fresh embedded database. The values go into process.env so that
// Playwright's worker processes, which load this file again, see the same port and folder.
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}
process.env.E2E_PORT ??= freePort();
// The store sends its e-mail by SMTP to e2e/mail-sink.ts, which the tests read over HTTP (tests/mailbox.ts).
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_MAIL_HTTP_PORT ??= freePort();
// The operator endpoints' bearer token, for journeys that move orders along.
process.env.E2E_ADMIN_TOKEN ??= `e2e-admin-${process.pid}`;
process.env.E2E_DATA_DIR ??= join(mkdtempSync(join(tmpdir(), 'pantry-e2e-')), 'pglite');

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const repoRoot = resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    { name: 'phone', use: PHONE },
  ],
  webServer: [
    {
      command: `node --import tsx ${join(repoRoot, 'e2e/mail-sink.ts')}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx ${join(repoRoot, 'apps/server/src/main.ts')}`,
      cwd: repoRoot,
      url: `${baseURL}/api/v1/navigation`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        DATA_DIR: process.env.E2E_DATA_DIR,
        SITE_ORIGIN: baseURL,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN,
        // Pages honour ?render-fault= (render-failure.spec.ts); no other page asks for it.
        TEST_RENDER_FAULTS: 'true',
      },
    },
  ],
});
