/** Architecture: shipment cut-offs and shopper-facing dates are shown in Pacific time. */
export const STORE_TIME_ZONE = 'America/Los_Angeles';
