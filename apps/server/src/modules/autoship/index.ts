/**
 * Autoship: a member's subscribed items, the one schedule that ships them, the next shipment's price, and the moves
 * between it and the cart (`app.autoship`, its routes).
 */

export { autoshipAdminRoutes } from './admin-routes.ts';
export { ensureDemoAutoship } from './demo.ts';
export { AUTOSHIP_MAIL_SUBSCRIBER, announceAutoshipNotices, autoshipMailSubscriber } from './mail.ts';
export { type NextShipmentJson, nextShipmentJson, toNextShipment } from './next-shipment.ts';
export { type AutoshipMonth, autoshipMonths } from './report.ts';
export { autoshipRoutes } from './routes.ts';
export { autoshipSavingsCents } from './savings.ts';
export { type AutoshipService, createAutoshipService } from './service.ts';
