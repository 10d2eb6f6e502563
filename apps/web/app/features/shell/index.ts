export { errorMeta, GlobalError, RouteErrorBoundary } from './error-screens.tsx';
export { Footer } from './footer.tsx';
export { CartButton } from './header.tsx';
export { Shell } from './shell.tsx';
