/**
 * Maintenance (issue 26): the store-wide switch (console and MAINTENANCE variable), the gate that answers every
 * storefront call with the maintenance 500 while it is on, and the status the maintenance page polls.
 */

export {
  isStorefrontApi,
  MAINTENANCE_ANSWER,
  maintenanceAdminRoutes,
  maintenanceRoutes,
  registerMaintenanceGate,
} from './routes.ts';
export { createMaintenanceSwitch, MAINTENANCE_SWITCH, type MaintenanceSwitch } from './service.ts';
