/** Health: liveness and readiness for a load balancer, and the database pool's counts for an operator. */

export { healthRoutes } from './routes.ts';
