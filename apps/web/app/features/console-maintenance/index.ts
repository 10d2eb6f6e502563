export { maintenanceQuery, useFlipMaintenance, useMaintenance } from './api.ts';
export { MaintenanceSwitch } from './maintenance-switch.tsx';
