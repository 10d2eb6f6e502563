export {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  or,
  sql,
} from 'drizzle-orm';
export * from './open-database.ts';
export * from './pglite-prepared.ts';
export * from './pool-transaction.ts';
export * from './queries.ts';
export * from './reindex.ts';
export * from './schema/index.ts';
export * from './seed/index.ts';
export * from './testing.ts';
