import { data } from 'react-router';
import { errorMeta, RouteErrorBoundary } from '../features/shell/index.ts';
import type { Route } from './+types/not-found';

/** Every path no page claims answers 404 with the not-found page. */
export function loader() {
  throw data({ message: 'Page not found' }, { status: 404 });
}

export function meta({ error }: Route.MetaArgs) {
  return errorMeta(error);
}

export default function NotFoundPage() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
