export * from './api/catalog.ts';
