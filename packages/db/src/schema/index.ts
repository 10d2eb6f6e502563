export * from './accounts.ts';
export * from './addresses.ts';
export * from './carts.ts';
export * from './catalog.ts';
export * from './jobs.ts';
export * from './membership.ts';
export * from './orders.ts';
export * from './payments.ts';
