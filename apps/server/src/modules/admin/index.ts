/** Admin: operator endpoints under /api/admin (inside the staff guard; each names its permission). */

export { adminRoutes } from './routes.ts';
