/** Shell: the cookie clean-up every request passes, and the browser's error reports (POST /post-to-stdout). */

export { registerCookieCleanup, shellRoutes } from './routes.ts';
