export { ExitIntentHost } from './exit-intent-host.tsx';
