/** Addresses: the shopper's saved shipping addresses and the ZIP lookup. */

export { addressRoutes } from './routes.ts';
export { createAddress, listAddresses } from './service.ts';
