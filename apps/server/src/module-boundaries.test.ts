import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  imports,
  isTestCode,
  moduleGraph,
  moduleNames,
  moduleOf,
  modulesDir,
  src,
} from './test/module-graph.ts';

/**
 * Modules are boundaries: from outside a server module only its index.ts is imported (test code may also import
 * its test-support.ts), and modules import each other without a cycle. `npm run lint` enforces both (Biome's
 * noRestrictedImports and noImportCycles, biome.json); these tests keep the rule honest and also count type-only
 * imports, which Biome's cycle rule leaves out.
 */

const repoRoot = resolve(src, '../../..');

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
    const graph = moduleGraph();
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
