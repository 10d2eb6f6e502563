export { leaveMaintenance, MAINTENANCE_POLL_MS, returnPath, storeIsBack } from './store-back.ts';
export { useStoreBack } from './use-store-back.ts';
