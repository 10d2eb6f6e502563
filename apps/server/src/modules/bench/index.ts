/** Bench: endpoints the benchmark calls (only with BENCH_ROUTES set). */

export { benchRoutes } from './routes.ts';
