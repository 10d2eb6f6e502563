import { z } from 'zod';
import { POST_TO_STDOUT_MAX } from './limits.ts';

/**
 * The shell's wire contract (issue 26). Spec §8: 'Maintenance (code 500 with maintenance flag)': while the store is
 * down for maintenance every storefront call answers 500 with `maintenance: true`.
 */
export const MAINTENANCE_MESSAGE = 'Pantry is down for maintenance and will be back shortly.';

export const maintenanceAnswerSchema = z.object({
  success: z.literal(false),
  errors: z.string(),
  code: z.literal('maintenance'),
  maintenance: z.literal(true),
});
export type MaintenanceAnswer = z.infer<typeof maintenanceAnswerSchema>;

/** GET /api/v1/maintenance when the store is up (the maintenance page polls it). */
export const storeUpSchema = z.object({ maintenance: z.literal(false) });

/** Why maintenance is on: the console's switch, the MAINTENANCE environment variable of a deploy, or both. */
export const maintenanceStatusSchema = z.object({
  maintenance: z.boolean(),
  switch_on: z.boolean(),
  environment_on: z.boolean(),
  note: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

export const maintenanceChangeSchema = z.object({
  enabled: z.boolean(),
  note: z.string().trim().max(200).optional(),
});

/** POST /api/v1/post-to-stdout: a browser's error report (spec §7 'message'). */
export const clientErrorReportSchema = z.object({
  message: z.string().trim().min(1, 'A message is required.').max(POST_TO_STDOUT_MAX),
});

/**
 * POST /api/v1/conversion/event (spec §7 names the path without a payload): a conversion the browser saw, by the
 * standard conversion names ad platforms read, stored once per event id.
 */
export const CONVERSION_EVENT_NAMES = [
  'ViewContent',
  'Search',
  'AddToCart',
  'InitiateCheckout',
  'AddPaymentInfo',
  'Purchase',
  'CompleteRegistration',
  'Lead',
  'StartTrial',
  'Subscribe',
] as const;

export const conversionEventSchema = z.object({
  event_name: z.enum(CONVERSION_EVENT_NAMES, { error: 'Unknown conversion event.' }),
  event_id: z.string().trim().min(1, 'An event id is required.').max(100),
  /** Dollars with 2 decimals (a purchase's total, a subscription's price). */
  value: z.coerce.number().min(0).max(100_000).optional(),
  currency: z.literal('USD').optional(),
  event_source_url: z.string().trim().max(2000).optional(),
});

export const conversionAnswerSchema = z.object({
  success: z.literal(true),
  event_id: z.string(),
  /** False when this event id was stored before (a report sent twice). */
  stored: z.boolean(),
});
