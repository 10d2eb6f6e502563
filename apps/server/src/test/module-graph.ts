import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's modules and their imports, read from the source files. Two tests need them: the boundaries test
 * (no deep import, no cycle) and the docs test (the README's module graph is the code's), so they are read here once.
 */

/** apps/server/src */
export const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const modulesDir = join(src, 'modules');

/** Every folder in src/modules. */
export const moduleNames = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Tests, test-support.ts files and the shared test helpers in src/test. */
export const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  file.endsWith(`${sep}test-support.ts`) ||
  relative(src, file).startsWith(`test${sep}`);

/** The module a file belongs to (null: outside modules/). */
export function moduleOf(file: string): string | null {
  const [top, name] = relative(src, file).split(sep);
  return top === 'modules' && name && !name.includes('.') ? name : null;
}

export type Import = { from: string; to: string; specifier: string };

/** Relative imports, re-exports and dynamic imports of every server source file, type-only ones included. */
export function imports(): Import[] {
  const pattern = /(?:import|export)\s[^'";]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
  return sourceFiles(src).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)]
      .map((match) => match[1] ?? match[2] ?? '')
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({ from: file, to: resolve(dirname(file), specifier), specifier })),
  );
}

/**
 * Which modules each module imports, from its non-test files. Test code may reach into other modules
 * (test-support.ts) without making its module depend on them.
 */
export function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>(moduleNames.map((name) => [name, new Set()]));
  for (const { from, to } of imports()) {
    const [source, target] = [moduleOf(from), moduleOf(to)];
    if (source && target && source !== target && !isTestCode(from)) graph.get(source)?.add(target);
  }
  return graph;
}
