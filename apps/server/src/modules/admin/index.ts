/** Admin: operator endpoints under /api/admin (only with ADMIN_TOKEN set). */

export { adminRoutes } from './routes.ts';
