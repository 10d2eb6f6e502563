import { z } from 'zod';
import { wholeNumber } from '../../lib/schemas.ts';

export const DEFAULT_MAILBOX_LIMIT = 50;
export const MAX_MAILBOX_LIMIT = 200;

/** GET /api/dev/mailbox: optional recipient (any case) and how many messages, newest first. */
export const mailboxQuerySchema = z.object({
  to: z
    .string({ error: 'must be an e-mail address' })
    .trim()
    .max(320, { error: 'must be at most 320 characters' })
    .optional()
    .transform((value) => value || undefined),
  limit: wholeNumber(1, MAX_MAILBOX_LIMIT).optional().default(DEFAULT_MAILBOX_LIMIT),
});

export const mailboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** When the store wrote it (ISO 8601, UTC). */
  created_at: z.string(),
});

export const mailboxSchema = z.object({ messages: z.array(mailboxMessageSchema) });
