import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web has the server's boundaries (issue 22): shared code (lib/, components/) → features → routes. A feature
 * (features/<name>/) is imported from outside only through its index.ts (test code may also import its
 * test-support.ts(x)), features import each other without a cycle, and lib/ and components/ import no feature and
 * no route. `npm run lint` enforces the direction (Biome's noRestrictedImports and noImportCycles, biome.json);
 * these tests keep the rule honest and also count type-only and dynamic imports, which the lint leaves out.
 */

const app = dirname(fileURLToPath(import.meta.url));
const featuresDir = join(app, 'features');
const repoRoot = resolve(app, '../../..');

const featureNames = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isTestSupport = (file: string) => /^test-support\.tsx?$/.test(basename(file));
/** Tests, test-support files and the shared test helpers in test-utils/. */
const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) || isTestSupport(file) || relative(app, file).startsWith(`test-utils${sep}`);

/** The feature a file belongs to (null: outside features/). */
function featureOf(file: string): string | null {
  const [top, name] = relative(app, file).split(sep);
  return top === 'features' && name && !name.includes('.') ? name : null;
}

const topOf = (file: string) => relative(app, file).split(sep)[0] ?? '';

type Import = { from: string; to: string; specifier: string };

/** Relative imports, re-exports and dynamic imports of every web source file, type-only ones included. */
function imports(): Import[] {
  const pattern = /(?:import|export)\s[^'";]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
  return sourceFiles(app).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)]
      .map((match) => match[1] ?? match[2] ?? '')
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({ from: file, to: resolve(dirname(file), specifier), specifier })),
  );
}

const described = ({ from, specifier }: Import) => `${relative(app, from)} imports ${specifier}`;

describe('web features', () => {
  it('each has an index.ts', () => {
    expect(featureNames.filter((name) => !existsSync(join(featuresDir, name, 'index.ts')))).toEqual([]);
  });

  it('are imported from outside only through their index.ts, or test-support from test code', () => {
    const deep = imports().filter(({ from, to }) => {
      const target = featureOf(to);
      if (target === null || target === featureOf(from)) return false;
      if (to.endsWith(`${sep}index.ts`)) return false;
      return !(isTestCode(from) && isTestSupport(to));
    });
    expect(deep.map(described)).toEqual([]);
  });

  it('sit above lib/ and components/, which import no feature and no route', () => {
    const upward = imports().filter(
      ({ from, to }) =>
        ['lib', 'components'].includes(topOf(from)) && ['features', 'routes', 'root.tsx'].includes(topOf(to)),
    );
    expect(upward.map(described)).toEqual([]);
  });

  it('import no route', () => {
    const upward = imports().filter(
      ({ from, to }) => featureOf(from) !== null && ['routes', 'root.tsx'].includes(topOf(to)),
    );
    expect(upward.map(described)).toEqual([]);
  });

  it('import each other without a cycle (type-only and dynamic imports included)', () => {
    const graph = new Map<string, Set<string>>(featureNames.map((name) => [name, new Set()]));
    for (const { from, to } of imports()) {
      const [source, target] = [featureOf(from), featureOf(to)];
      if (source && target && source !== target && !isTestCode(from)) graph.get(source)?.add(target);
    }
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (name: string, path: string[]) => {
      if (path.includes(name)) {
        cycles.push([...path.slice(path.indexOf(name)), name].join(' → '));
        return;
      }
      if (done.has(name)) return;
      for (const next of graph.get(name) ?? []) visit(next, [...path, name]);
      done.add(name);
    };
    for (const name of featureNames) visit(name, []);
    expect(cycles).toEqual([]);
  });

  it("fails the lint on a deep import of another feature's file, and on shared code importing a feature", () => {
    const probes = [
      [
        join(featuresDir, 'cart', `zz-boundary-probe-${process.pid}.ts`),
        "export { formatDay } from '../checkout/checkout-format.ts';\n",
      ],
      [
        join(app, 'lib', `zz-boundary-probe-${process.pid}.ts`),
        "export { formatDay } from '../features/checkout/index.ts';\n",
      ],
    ] as const;
    for (const [path, text] of probes) writeFileSync(path, text);
    try {
      const biome = join(repoRoot, 'node_modules', '.bin', 'biome');
      const files = probes.map(([path]) => relative(repoRoot, path));
      const lint = spawnSync(biome, ['lint', '--max-diagnostics=5', ...files], {
        cwd: repoRoot,
        encoding: 'utf8',
      });
      const output = `${lint.stdout}${lint.stderr}`;
      expect(lint.status).toBe(1);
      expect(output).toContain('lint/style/noRestrictedImports');
      expect(output).toContain('Features are boundaries');
      expect(output).toContain('imports no feature and no route');
    } finally {
      for (const [path] of probes) rmSync(path, { force: true });
    }
    // Biome starts as its own process: on a busy machine that alone outlasts the 5 s default.
  }, 60_000);
});
