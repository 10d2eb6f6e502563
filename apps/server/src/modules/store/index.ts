/** Store: the store's public configuration (box rules, fees) for clients. */

export { storeRoutes } from './routes.ts';
