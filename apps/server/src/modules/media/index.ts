/** Media: product images, served and resized. */

export { mediaRoutes } from './routes.ts';
