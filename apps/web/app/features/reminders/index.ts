export { RemindMeButton } from './remind-me-slot.tsx';
