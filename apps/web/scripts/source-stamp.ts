import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * What the web build was made from, so `npm start` rebuilds only when it changed (issue 23 §11: a rebuild at every
 * start made a restart take about 20 s). A build writes the hash of its sources into the build folder; a start
 * compares it with the sources' hash now.
 */

/**
 * Everything the web build reads, from the repository's root: the web app (its config and scripts too), the domain
 * package it imports, the installed versions and the shared compiler options.
 */
export const WEB_BUILD_SOURCES = [
  'apps/web',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];
/** A finished build has both halves, inside apps/web/build. */
export const WEB_BUILD_OUTPUTS = ['server/index.js', 'client'];

/** Generated or installed folders, never sources. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'build', '.react-router']);
/** Tests and compiler caches do not go into the build. */
const SKIPPED_FILES = /\.test\.tsx?$|\.tsbuildinfo$/;

/** The stamp's file name inside the build folder. */
export const STAMP_FILE = 'source-stamp.json';

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const inner = join(path, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(inner);
    return SKIPPED_FILES.test(entry.name) ? [] : [inner];
  });
}

/**
 * One hash of every source file under `paths` (files or folders, relative to `root`): each file's path from `root`
 * and its bytes, in path order, so a renamed, added, removed or edited file changes it and nothing else does (a
 * checkout's new modification times do not).
 */
export function hashSources(root: string, paths: readonly string[]): string {
  const files = paths
    .flatMap((path) => filesUnder(join(root, path)))
    .map((file) => ({ file, name: relative(root, file).split(sep).join('/') }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const hash = createHash('sha256');
  for (const { file, name } of files) {
    hash.update(`${name}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The hash the last finished build recorded, or null when there is no build or it recorded none. */
export function readStamp(buildDir: string): string | null {
  try {
    const stamp = JSON.parse(readFileSync(join(buildDir, STAMP_FILE), 'utf8')) as { sources?: unknown };
    return typeof stamp.sources === 'string' ? stamp.sources : null;
  } catch {
    return null;
  }
}

/** Records that the build in `buildDir` was made from sources hashing to `sources`. Written only after a build ends. */
export function writeStamp(buildDir: string, sources: string, builtAt = new Date()): void {
  writeFileSync(
    join(buildDir, STAMP_FILE),
    `${JSON.stringify({ sources, built_at: builtAt.toISOString() })}\n`,
  );
}

/** Forgets what the build was made from, before a build starts: a build that fails halfway leaves no stamp behind. */
export function clearStamp(buildDir: string): void {
  rmSync(join(buildDir, STAMP_FILE), { force: true });
}

export type BuildCheck = { needed: boolean; reason: string; sources: string };

/**
 * Whether the build in `buildDir` must be made again: when one of `outputs` (relative to `buildDir`) is missing,
 * when no finished build recorded its sources, or when they changed since.
 */
export function checkBuild(options: {
  root: string;
  sources: readonly string[];
  buildDir: string;
  outputs: readonly string[];
}): BuildCheck {
  const sources = hashSources(options.root, options.sources);
  const missing = options.outputs.find((output) => !existsSync(join(options.buildDir, output)));
  if (missing) return { needed: true, reason: `no build yet (${missing} is missing)`, sources };
  const built = readStamp(options.buildDir);
  if (built === null) return { needed: true, reason: 'the last build recorded no sources', sources };
  if (built !== sources) return { needed: true, reason: 'sources changed since the last build', sources };
  return { needed: false, reason: 'sources unchanged since the last build', sources };
}
