import { data } from 'react-router';
import { ConsoleError, consoleMeta } from '../features/console/index.ts';

export function meta() {
  return consoleMeta('Not found');
}

/** A console address no page claims: 404 inside the console's frame (for staff; a visitor signs in first). */
export function loader() {
  throw data({ message: 'There is no console page at this address.' }, { status: 404 });
}

export default function ConsoleNotFound() {
  return null;
}

export const ErrorBoundary = ConsoleError;
