import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { STORE_EVENT_TYPES } from '@pantry/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { storeSubscribers } from './jobs/subscribers.ts';
import { moduleGraph, src } from './test/module-graph.ts';

/**
 * Docs that tests keep true: where the README or docs/ name code (the module graph, the events table, a file path)
 * or keep a record (a decision's date), these tests compare them with the code. Each check returns the problems it
 * finds, one line each with its doc and line number, and is also fed a planted fault to show it can fail.
 */

const repoRoot = resolve(src, '../../..');
const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');

type Doc = { file: string; text: string };

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The README and every markdown file under docs/, by path from the repo root. */
const docs: Doc[] = [join(repoRoot, 'README.md'), ...markdownFiles(join(repoRoot, 'docs'))].map((path) => ({
  file: relative(repoRoot, path),
  text: readFileSync(path, 'utf8'),
}));

/** Lines numbered from 1, as an editor shows them. */
const numberedLines = (text: string) => text.split('\n').map((line, i) => ({ line, number: i + 1 }));

// The module graph ----------------------------------------------------------------------------------------------

/**
 * The fenced block under "How the code is shaped": lines of `a, b → c, d` (a and b each import exactly c and d),
 * two to a line where they fit, `→ (none)` for modules that import no other.
 */
function graphEntries(text: string) {
  const lines = numberedLines(text);
  const heading = lines.findIndex(({ line }) => line.trim() === '### How the code is shaped');
  const open = lines.findIndex(({ line }, i) => i > heading && line.trim() === '```');
  const close = lines.findIndex(({ line }, i) => i > open && line.trim() === '```');
  if (heading < 0 || open < 0 || close < 0) return null;
  return lines.slice(open + 1, close).flatMap(({ line, number }) =>
    line
      .trim()
      .split(/\s{2,}/)
      .filter(Boolean)
      .map((entry) => {
        const [left = '', right = ''] = entry.split(' → ');
        const list = (names: string) => (names === '(none)' ? [] : names.split(', '));
        return { number, entry, modules: list(left), imports: list(right), parsed: entry.includes(' → ') };
      }),
  );
}

/** Every module once on the left with the imports the code has, and each line naming only modules above it. */
function moduleGraphProblems(text: string, graph: Map<string, Set<string>>): string[] {
  const entries = graphEntries(text);
  if (!entries) return ['README.md: no fenced module graph under "### How the code is shaped"'];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { number, entry, modules, imports, parsed } of entries) {
    const at = `README.md:${number} "${entry}"`;
    if (!parsed) {
      problems.push(`${at}: not "modules → imports"`);
      continue;
    }
    for (const name of modules) {
      const actual = graph.get(name);
      if (!actual) problems.push(`${at}: ${name} is not a folder in apps/server/src/modules`);
      else if (seen.has(name)) problems.push(`${at}: ${name} is on the left a second time`);
      else if ([...actual].sort().join(', ') !== [...imports].sort().join(', ')) {
        problems.push(`${at}: ${name} imports ${[...actual].sort().join(', ') || '(none)'}`);
      }
    }
    const below = imports.filter((name) => graph.has(name) && !seen.has(name));
    if (below.length > 0) problems.push(`${at}: names ${below.join(', ')} before its own line`);
    for (const name of modules) seen.add(name);
  }
  const missing = [...graph.keys()].filter((name) => !seen.has(name));
  if (missing.length > 0) problems.push(`README.md: the module graph leaves out ${missing.join(', ')}`);
  return problems;
}

// The events table ----------------------------------------------------------------------------------------------

type Registered = { name: string; on: readonly string[] };

/**
 * The rows of `| event | written by | subscribers … |`. Events and subscribers are the backticked names in their
 * cells (subscribers by the name they are registered under, such as `mail.store`); the rest of a cell is for people.
 */
function eventRows(text: string) {
  const lines = numberedLines(text);
  const header = lines.findIndex(({ line }) =>
    /^\|\s*event\s*\|\s*written by\s*\|\s*subscribers/.test(line.trim()),
  );
  if (header < 0) return null;
  const rows = [];
  for (const { line, number } of lines.slice(header + 2)) {
    if (!line.trim().startsWith('|')) break;
    const [, events = '', , subscribers = ''] = line.trim().split('|');
    const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
    rows.push({ number, events: names(events), subscribers: names(subscribers) });
  }
  return rows;
}

/** Every store event once, each with the subscribers registered for it. */
function eventsTableProblems(
  text: string,
  types: readonly string[],
  registry: readonly Registered[],
): string[] {
  const rows = eventRows(text);
  if (!rows) return ['README.md: no "| event | written by | subscribers |" table'];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { number, events, subscribers } of rows) {
    for (const type of events) {
      const at = `README.md:${number} ${type}`;
      if (!types.includes(type))
        problems.push(`${at}: not a store event type (packages/domain STORE_EVENT_TYPES)`);
      else if (seen.has(type)) problems.push(`${at}: has a second row`);
      seen.add(type);
      const actual = registry.filter(({ on }) => on.includes(type)).map(({ name }) => name);
      if ([...actual].sort().join(', ') !== [...subscribers].sort().join(', ')) {
        problems.push(
          `${at}: lists ${subscribers.join(', ') || 'none'}; registered: ${actual.join(', ') || 'none'}`,
        );
      }
    }
  }
  const missing = types.filter((type) => !seen.has(type));
  if (missing.length > 0) problems.push(`README.md: the events table leaves out ${missing.join(', ')}`);
  return problems;
}

/**
 * The registry as the app builds it. Building a subscriber only keeps its dependencies for later, so an empty
 * stand-in for the app is enough to read the names and event types.
 */
const stubApp = { config: { cart: {} } } as unknown as FastifyInstance;
const registry = storeSubscribers(stubApp).map(({ name, on }) => ({ name, on }));

// Repository paths ----------------------------------------------------------------------------------------------

/**
 * What counts as a repository path in the README and docs/, and where it must be:
 *
 * - a markdown link to a local file (`[web](web.md)`), from the doc's own folder;
 * - a backticked word holding a slash (`apps/web/app/root.tsx`, `lib/analytics.ts`), unless it is a URL, a page or
 *   API path (starts with `/`), a package (`@scope/name`), a placeholder (`<feature>`, `{id}`, `…`) or listed in
 *   NOT_PATHS;
 * - a word outside backticks holding a slash and ending in a source file's extension (`bench/src/search.ts`);
 * - a backticked file name without a slash (`main.ts`, `vitest.config.ts`): some file in the repo has that name.
 *
 * A path with a slash must exist from the repo root or from one of SOURCE_ROOTS, because docs often name a file
 * from its package's source folder (`web/catalog-reader.ts` is apps/server/src/web/catalog-reader.ts).
 */
const SOURCE_ROOTS = [
  '.',
  'apps/server',
  'apps/server/src',
  'apps/web',
  'apps/web/app',
  'packages/domain',
  'packages/domain/src',
  'packages/db',
  'packages/db/src',
  'bench',
  'bench/src',
  'e2e',
];

/** Words with a slash that name no file of the repo, and why. */
const NOT_PATHS: Record<string, string> = {
  'data/pglite': 'the embedded database, made at the first start',
  'bench/results/latest.md': 'written by npm run bench, not committed',
  'street1/2': 'two address fields',
};

/** Folders the walk for file names skips: installed, built or made at run time. */
const NOT_SOURCE = new Set([
  'node_modules',
  '.git',
  'build',
  'data',
  '.react-router',
  'test-results',
  'scratch',
]);

function fileNames(dir: string, names = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !NOT_SOURCE.has(entry.name)) fileNames(join(dir, entry.name), names);
    else names.add(entry.name);
  }
  return names;
}

const SOURCE_EXTENSION = /\.(ts|tsx|mjs|js|json|md|css|sql|png|svg)$/;

type NamedPath = { file: string; number: number; path: string; from: 'doc' | 'roots' | 'name' };

/**
 * The repository paths a doc names, with their line numbers. Struck text (`~~…~~`) is history: it may name files
 * that a later decision removed.
 */
function namedPaths({ file, text }: Doc): NamedPath[] {
  return numberedLines(text).flatMap(({ line: written, number }) => {
    const line = written.replace(/~~.*?~~/g, '');
    const found: NamedPath[] = [];
    const add = (path: string, from: NamedPath['from']) => found.push({ file, number, path, from });
    for (const [, target = ''] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (!/^(https?:|mailto:|#)/.test(target)) add(target.replace(/#.*$/, ''), 'doc');
    }
    for (const [, word = ''] of line.matchAll(/`([^`\s]+)`/g)) {
      if (word.includes('/')) {
        if (!/^[/@…]|:\/\/|[<>{}…?=*,]/.test(word) && !(word in NOT_PATHS))
          add(word.replace(/\/$/, ''), 'roots');
      } else if (SOURCE_EXTENSION.test(word) && !/[<>{}…*]/.test(word)) {
        add(word, 'name');
      }
    }
    const prose = line.replace(/`[^`]*`/g, '').replace(/\]\([^)]*\)/g, ']');
    for (const [, word = ''] of prose.matchAll(/(?<![\w./:-])([\w.-]+(?:\/[\w.-]+)+)/g)) {
      if (SOURCE_EXTENSION.test(word) && !(word in NOT_PATHS)) add(word, 'roots');
    }
    return found;
  });
}

/** The paths the docs name that are not where they must be. */
function missingPaths(documents: readonly Doc[], exists: (path: string) => boolean, names: Set<string>) {
  return documents.flatMap(namedPaths).filter(({ file, path, from }) => {
    if (from === 'name') return !names.has(path);
    if (from === 'doc') return !exists(join(dirname(file), path));
    return !SOURCE_ROOTS.some((root) => exists(join(root, path)));
  });
}

const shown = ({ file, number, path }: NamedPath) => `${file}:${number} ${path}`;

const existsInRepo = (path: string) => existsSync(join(repoRoot, path));

// Decision dates ------------------------------------------------------------------------------------------------

/** A decision entry starts with the day it was written: `- 2026-11-24: …` (docs/decisions/README.md). */
const DATED_ENTRY = /^- \d{4}-\d{2}-\d{2}: (?=\S)/;

/** What an entry says after its date (null: the line is no dated entry). */
const entryText = (line: string) => (DATED_ENTRY.test(line) ? line.replace(DATED_ENTRY, '') : null);

const decisionFiles = (documents: readonly Doc[]) =>
  documents.filter(({ file }) => file.startsWith('docs/decisions/') && !file.endsWith('README.md'));

/** Bullets of the decision files (not the index, whose bullets are its conventions) without a date. */
function undatedEntries(documents: readonly Doc[]): string[] {
  return decisionFiles(documents).flatMap(({ file, text }) =>
    numberedLines(text)
      .filter(({ line }) => line.startsWith('- ') && !DATED_ENTRY.test(line))
      .map(({ line, number }) => `${file}:${number} ${line.slice(0, 60)}`),
  );
}

/**
 * A struck entry says what replaced it: `~~old~~ (replaced: see "first words of the new entry")`, or
 * `see other.md "first words"` for an entry in another file, and those words must open an entry that is there.
 */
function brokenReplacements(documents: readonly Doc[]): string[] {
  const files = decisionFiles(documents);
  const opens = (file: string, words: string) =>
    files.some(
      (doc) =>
        doc.file === file && numberedLines(doc.text).some(({ line }) => entryText(line)?.startsWith(words)),
    );
  return files.flatMap(({ file, text }) =>
    numberedLines(text)
      .filter(({ line }) => entryText(line)?.startsWith('~~'))
      .flatMap(({ line, number }) => {
        const at = `${file}:${number}`;
        const replaced = line.match(/~~ \(replaced: (.*)\)\.?$/)?.[1];
        if (replaced === undefined) return [`${at}: struck without "(replaced: …)"`];
        return [...replaced.matchAll(/(?:([\w-]+\.md) )?"([^"]+)"/g)]
          .filter(
            ([, other, words = '']) =>
              !opens(other ? `docs/decisions/${other}` : file, words.replace(/\.$/, '')),
          )
          .map(([quoted]) => `${at}: no entry opens with ${quoted}`);
      }),
  );
}

// The tests -----------------------------------------------------------------------------------------------------

describe("the README's module graph", () => {
  it('lists every module once, with the modules its non-test files import', () => {
    expect(moduleGraphProblems(readme, moduleGraph())).toEqual([]);
  });

  it('reports a wrong line, a missing module and a module named above its own line', () => {
    const graph = new Map([
      ['catalog', new Set<string>()],
      ['cart', new Set(['catalog'])],
      ['admin', new Set(['catalog'])],
    ]);
    const readmeWith = (...lines: string[]) =>
      ['### How the code is shaped', '', '  ```', ...lines.map((line) => `  ${line}`), '  ```'].join('\n');
    expect(
      moduleGraphProblems(readmeWith('catalog → (none)', 'cart → catalog    admin → catalog'), graph),
    ).toEqual([]);
    expect(moduleGraphProblems(readmeWith('catalog → (none)', 'cart, admin → (none)'), graph)).toEqual([
      'README.md:5 "cart, admin → (none)": cart imports catalog',
      'README.md:5 "cart, admin → (none)": admin imports catalog',
    ]);
    expect(moduleGraphProblems(readmeWith('catalog → (none)', 'cart → catalog'), graph)).toEqual([
      'README.md: the module graph leaves out admin',
    ]);
    expect(moduleGraphProblems(readmeWith('cart, admin → catalog', 'catalog → (none)'), graph)).toEqual([
      'README.md:4 "cart, admin → catalog": names catalog before its own line',
    ]);
  });
});

describe("the README's events table", () => {
  it('has a row for every store event with the subscribers registered for it', () => {
    expect(registry.length).toBeGreaterThan(0);
    expect(eventsTableProblems(readme, STORE_EVENT_TYPES, registry)).toEqual([]);
  });

  it('reports a missing subscriber, an unknown event and a missing event', () => {
    const types = ['order.placed', 'cart.checked_out'];
    const subscribers = [
      { name: 'mail.store', on: ['order.placed'] },
      { name: 'giftcards.issue', on: ['order.placed'] },
    ];
    const readmeWith = (...rows: string[]) =>
      ['| event | written by | subscribers |', '| --- | --- | --- |', ...rows].join('\n');
    const placed = '| `order.placed` | checkout | `mail.store`: confirmation; `giftcards.issue`: codes |';
    const checkedOut = '| `cart.checked_out` | checkout | (none yet) |';
    expect(eventsTableProblems(readmeWith(placed, checkedOut), types, subscribers)).toEqual([]);
    expect(
      eventsTableProblems(
        readmeWith('| `order.placed` | checkout | `mail.store` |', checkedOut),
        types,
        subscribers,
      ),
    ).toEqual(['README.md:3 order.placed: lists mail.store; registered: mail.store, giftcards.issue']);
    expect(
      eventsTableProblems(readmeWith(placed, '| `cart.emptied` | checkout | (none) |'), types, subscribers),
    ).toEqual([
      'README.md:4 cart.emptied: not a store event type (packages/domain STORE_EVENT_TYPES)',
      'README.md: the events table leaves out cart.checked_out',
    ]);
  });
});

describe('paths named in the README and docs/', () => {
  const names = fileNames(repoRoot);

  it('exist, from the repo root or a source root (the message lists each missing one with its doc and line)', () => {
    expect(missingPaths(docs, existsInRepo, names).map(shown)).toEqual([]);
  });

  it('reports a stale path, link and file name, and leaves URLs, API paths and placeholders alone', () => {
    const planted: Doc = {
      file: 'docs/decisions/planted.md',
      text: [
        '- The queue (`lib/cart/no-such-queue.ts`) and [the index](README.md) and [a gone doc](gone.md).',
        '- `main.ts` starts it, `no-such-file.ts` does not, bench/src/no-such-bench.ts neither, bench/src/search.ts does.',
        '- Not paths: `/api/v1/cart`, `/c/food`, `https://example.com/a.ts`, `@fastify/helmet`,',
        '  `features/<feature>/api.ts`, `data/pglite`; paths from a source root: `web/catalog-reader.ts`, `src/modules`.',
      ].join('\n'),
    };
    expect(missingPaths([planted], existsInRepo, names).map(shown)).toEqual([
      'docs/decisions/planted.md:1 gone.md',
      'docs/decisions/planted.md:1 lib/cart/no-such-queue.ts',
      'docs/decisions/planted.md:2 no-such-file.ts',
      'docs/decisions/planted.md:2 bench/src/no-such-bench.ts',
    ]);
  });
});

describe('decision entries', () => {
  it('each start with the day they were written', () => {
    expect(undatedEntries(docs)).toEqual([]);
  });

  it('reports an entry without a date, and leaves the index alone', () => {
    const planted: Doc[] = [
      {
        file: 'docs/decisions/planted.md',
        text: '# Planted\n\n- 2026-11-24: Dated.\n- Undated.\n- 2026-11-24 Dated?',
      },
      { file: 'docs/decisions/README.md', text: '- A convention, not a decision.' },
    ];
    expect(undatedEntries(planted)).toEqual([
      'docs/decisions/planted.md:4 - Undated.',
      'docs/decisions/planted.md:5 - 2026-11-24 Dated?',
    ]);
  });

  it('that are struck name the entry that replaced them', () => {
    expect(brokenReplacements(docs)).toEqual([]);
  });

  it('reports a struck entry without its replacement, or naming one that is not there', () => {
    const planted: Doc[] = [
      {
        file: 'docs/decisions/planted.md',
        text: [
          '- 2026-11-22: ~~Old.~~ (replaced: see "New rule".)',
          '- 2026-11-22: ~~Older.~~',
          '- 2026-11-22: ~~Oldest.~~ (replaced: see other.md "New rule")',
          '- 2026-11-23: ~~Gone.~~ (replaced: see "No such rule")',
          '- 2026-11-24: New rule for everything.',
        ].join('\n'),
      },
      { file: 'docs/decisions/other.md', text: '- 2026-11-24: Another rule.' },
    ];
    expect(brokenReplacements(planted)).toEqual([
      'docs/decisions/planted.md:2: struck without "(replaced: …)"',
      'docs/decisions/planted.md:3: no entry opens with other.md "New rule"',
      'docs/decisions/planted.md:4: no entry opens with "No such rule"',
    ]);
  });
});
