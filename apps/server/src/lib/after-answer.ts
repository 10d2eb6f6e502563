import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a route does after its answer has gone out. Forgot-password and sign-in code requests answer at once and
 * look the address up afterwards, so the answer takes the same time whether an account exists or not.
 *
 * The work is this process's own: a crash before it runs loses one e-mail, and the shopper asks again. The
 * promises are kept only so a closing server, and tests, can wait for them.
 */
const pending = new Set<Promise<void>>();

export function afterAnswer(log: FastifyBaseLogger, what: string, work: () => Promise<void>): void {
  // setImmediate runs after the handler's answer has been written to the socket.
  const done = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => log.error({ err: error }, `${what} failed after the answer`))
    .finally(() => pending.delete(done));
  pending.add(done);
}

/** Resolves once every piece of after-answer work started so far (and any it started) has ended. */
export async function afterAnswerSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
