import { z } from 'zod';
import { REMINDER_STATES } from './reminder-rules.ts';

/**
 * The reminders wire contract (account-and-shell §7: 'GET /account/reminders → list of reminder_id'; 'POST reminder
 * (path not shown) product: [id]'; the paths are Pantry's, docs/decisions/reminders.md). Dates are ISO strings.
 */

export const reminderSchema = z.object({
  reminder_id: z.number().int(),
  product_id: z.number().int(),
  state: z.enum(REMINDER_STATES),
  created_at: z.string(),
  expires_at: z.string(),
  sent_at: z.string().nullable(),
  product: z.object({
    title: z.string(),
    url_key: z.string(),
    image: z.string(),
    in_stock: z.boolean(),
  }),
});
export type Reminder = z.infer<typeof reminderSchema>;

/** GET /account/reminders: the spec's list of reminder ids, and each reminder (newest first) for the account page. */
export const accountRemindersSchema = z.object({
  reminder_ids: z.array(z.number().int()),
  reminders: z.array(reminderSchema),
});
export type AccountReminders = z.infer<typeof accountRemindersSchema>;

const productId = z.coerce.number().int().positive().max(2_147_483_647);

/** POST /account/reminders (form-encoded or JSON): `product` is the product's id, alone or as a one-item list. */
export const reminderRequestSchema = z.object({
  product: z.union([
    productId,
    z
      .array(productId)
      .length(1)
      .transform(([id]) => id as number),
  ]),
});

export const reminderSetSchema = z.object({ success: z.literal(true), reminder: reminderSchema });
