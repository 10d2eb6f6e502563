import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Modules are boundaries: from outside a server module only its index.ts is imported (test code may also import
 * its test-support.ts), and modules import each other without a cycle. `npm run lint` enforces both (Biome's
 * noRestrictedImports and noImportCycles, biome.json); these tests keep the rule honest and also count type-only
 * imports, which Biome's cycle rule leaves out.
 */

const src = dirname(fileURLToPath(import.meta.url));
const modulesDir = join(src, 'modules');
const repoRoot = resolve(src, '../../..');

const moduleNames = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Tests, test-support.ts files and the shared test helpers in src/test. */
const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  file.endsWith(`${sep}test-support.ts`) ||
  relative(src, file).startsWith(`test${sep}`);

/** The module a file belongs to (null: outside modules/). */
function moduleOf(file: string): string | null {
  const [top, name] = relative(src, file).split(sep);
  return top === 'modules' && name && !name.includes('.') ? name : null;
}

type Import = { from: string; to: string; specifier: string };

/** Relative imports, re-exports and dynamic imports of every server source file, type-only ones included. */
function imports(): Import[] {
  const pattern = /(?:import|export)\s[^'";]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
  return sourceFiles(src).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)]
      .map((match) => match[1] ?? match[2] ?? '')
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({ from: file, to: resolve(dirname(file), specifier), specifier })),
  );
}

describe('server modules', () => {
  it('each has an index.ts', () => {
    expect(moduleNames.filter((name) => !existsSync(join(modulesDir, name, 'index.ts')))).toEqual([]);
  });

  it('are imported from outside only through their index.ts, or test-support.ts from test code', () => {
    const deep = imports().filter(({ from, to }) => {
      const target = moduleOf(to);
      if (target === null || target === moduleOf(from)) return false;
      if (to.endsWith(`${sep}index.ts`)) return false;
      return !(isTestCode(from) && to.endsWith(`${sep}test-support.ts`));
    });
    expect(deep.map(({ from, specifier }) => `${relative(src, from)} imports ${specifier}`)).toEqual([]);
  });

  it('import each other without a cycle (type-only imports included)', () => {
    const graph = new Map<string, Set<string>>(moduleNames.map((name) => [name, new Set()]));
    for (const { from, to } of imports()) {
      const [source, target] = [moduleOf(from), moduleOf(to)];
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
    for (const name of moduleNames) visit(name, []);
    expect(cycles).toEqual([]);
  });

  it("fails the lint on a deep import of another module's file", () => {
    const probe = join(modulesDir, 'cart', `zz-boundary-probe-${process.pid}.ts`);
    writeFileSync(probe, "export { takeStock } from '../catalog/stock-writes.ts';\n");
    try {
      const biome = join(repoRoot, 'node_modules', '.bin', 'biome');
      const lint = spawnSync(biome, ['lint', '--max-diagnostics=5', relative(repoRoot, probe)], {
        cwd: repoRoot,
        encoding: 'utf8',
      });
      expect(lint.status).toBe(1);
      expect(`${lint.stdout}${lint.stderr}`).toContain('lint/style/noRestrictedImports');
      expect(`${lint.stdout}${lint.stderr}`).toContain('Modules are boundaries');
    } finally {
      rmSync(probe, { force: true });
    }
  });
});
