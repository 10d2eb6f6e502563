// @vitest-environment node
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkBuild,
  clearStamp,
  hashSources,
  STAMP_FILE,
  WEB_BUILD_SOURCES,
  writeStamp,
} from './source-stamp.ts';

/** Issue 23 §11: `npm start` builds the web app only when what the build reads changed since the last build. */

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const SOURCES = ['web', 'domain/src', 'package-lock.json'];
const hash = () => hashSources(root, SOURCES);
const buildDir = () => join(root, 'web/build');
const check = () =>
  checkBuild({ root, sources: SOURCES, buildDir: buildDir(), outputs: ['server/index.js'] });

/** A finished build: its output, and the stamp of the sources it was made from. */
function build() {
  const { sources } = check();
  write('web/build/server/index.js', 'export {}');
  writeStamp(buildDir(), sources);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pantry-stamp-'));
  write('web/app/root.tsx', 'export default function Root() {}');
  write('web/vite.config.ts', 'export default {}');
  write('domain/src/money.ts', 'export const cents = 100;');
  write('package-lock.json', '{"lockfileVersion": 3}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the web build stamp', () => {
  it('builds when there is no build yet, or the build recorded no sources', () => {
    expect(check()).toMatchObject({ needed: true, reason: 'no build yet (server/index.js is missing)' });
    write('web/build/server/index.js', 'export {}');
    expect(check()).toMatchObject({ needed: true, reason: 'the last build recorded no sources' });
  });

  it('skips a build whose sources are unchanged, even when their modification times moved', () => {
    build();
    expect(check()).toMatchObject({ needed: false, reason: 'sources unchanged since the last build' });
    utimesSync(join(root, 'web/app/root.tsx'), new Date(), new Date(Date.now() + 60_000));
    expect(check().needed).toBe(false);
    expect(JSON.parse(readFileSync(join(buildDir(), STAMP_FILE), 'utf8'))).toMatchObject({ sources: hash() });
  });

  it.each([
    ['a page edited', () => write('web/app/root.tsx', 'export default function Root() { return null; }')],
    ['a page added', () => write('web/app/routes/new.tsx', 'export default {}')],
    ['a page removed', () => rmSync(join(root, 'web/app/root.tsx'))],
    ['a page renamed', () => renameSync(join(root, 'web/app/root.tsx'), join(root, 'web/app/shell.tsx'))],
    ['a domain rule edited', () => write('domain/src/money.ts', 'export const cents = 1000;')],
    ['the lock file changed', () => write('package-lock.json', '{"lockfileVersion": 4}')],
    ['the build config changed', () => write('web/vite.config.ts', 'export default { base: "/" }')],
  ])('builds again after %s', (_what, change) => {
    build();
    change();
    expect(check()).toMatchObject({ needed: true, reason: 'sources changed since the last build' });
  });

  it('builds again after a build that was started and did not finish, even when the sources went back', () => {
    build();
    clearStamp(buildDir());
    expect(check()).toMatchObject({ needed: true, reason: 'the last build recorded no sources' });
  });

  it('ignores what the build does not read: its own output, installed packages, generated types and tests', () => {
    build();
    write('web/build/client/assets/app.js', 'console.log(1)');
    write('web/node_modules/x/index.js', 'module.exports = 1');
    write('web/.react-router/types/root.ts', 'export {}');
    write('web/app/root.test.tsx', 'test()');
    write('elsewhere/README.md', 'not a web source');
    expect(check().needed).toBe(false);
  });

  it("lists every workspace package the web app imports among the build's sources", () => {
    const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
    const imported = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name))
          for (const match of readFileSync(path, 'utf8').matchAll(/from '@pantry\/([a-z-]+)/g))
            imported.add(match[1] as string);
      }
    };
    walk(join(repo, 'apps/web/app'));
    expect(imported.size).toBeGreaterThan(0);
    for (const name of imported) expect(WEB_BUILD_SOURCES).toContain(`packages/${name}/src`);
  });
});
