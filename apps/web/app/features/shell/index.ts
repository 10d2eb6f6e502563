export { errorMeta, GlobalError, loadErrorScreens, RouteErrorBoundary } from './error-boundaries.tsx';
export { Footer } from './footer.tsx';
export { CartButton } from './header.tsx';
export { Shell } from './shell.tsx';
