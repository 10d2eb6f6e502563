import { z } from 'zod';

/**
 * GET /api/v1/experiments (account spec §7: 'disableExperiments, experiments (JSON); retried 3 times | experiments
 * map'). `experiments` forces variants for checking one by hand: a JSON object of experiment key to variant name.
 */
export const experimentsQuerySchema = z.object({
  disableExperiments: z
    .enum(['true', 'false', '1', '0'], { error: 'disableExperiments must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  experiments: z
    .string()
    .max(2000)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return {};
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'experiments must be a JSON object' });
        return z.NEVER;
      }
      const forced = z.record(z.string().max(80), z.string().max(80)).safeParse(parsed);
      if (!forced.success) {
        ctx.addIssue({ code: 'custom', message: 'experiments must map experiment keys to variant names' });
        return z.NEVER;
      }
      return forced.data;
    }),
});

export const experimentsAnswerSchema = z.object({
  success: z.literal(true),
  /** Experiment key to the visitor's variant; an experiment not listed is control. */
  experiments: z.record(z.string(), z.string()),
});
export type ExperimentsAnswer = z.infer<typeof experimentsAnswerSchema>;
