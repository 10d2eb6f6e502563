import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { afterAnswerSettled } from '../../lib/after-answer.ts';
import { registerShopper, TEST_PASSWORD, uniqueEmail } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';

/**
 * Nobody can tell who has an account by timing: sign-in, forgot-password and code requests take the same time for
 * a known and an unknown address. 20 tries of each, interleaved so the machine's noise falls on both alike; the
 * medians must differ by less than 20%. Other test files run beside this one, so a round spoiled by their load
 * is measured again, up to three rounds: a real difference (an unknown address skipping the password check was
 * 2 against 40 ms) fails every round.
 */

const ctx = useTestApp();
const TRIES = 20;
const WARM_UP = 3;
const ROUNDS = 3;
let ipSerial = 0;

function post(url: string, body: Record<string, string>) {
  ipSerial += 1;
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
    // A fresh address per try: these are timings, not the 24-hour blocks.
    remoteAddress: `10.88.${Math.floor(ipSerial / 250)}.${(ipSerial % 250) + 1}`,
  });
}

async function timed(send: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await send();
  const took = performance.now() - started;
  // Work a route left for after its answer is not part of its time, and must not slow the next try.
  await afterAnswerSettled();
  return took;
}

/** Each call answers the next item, round and round. */
function takingTurns<T>(items: T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length] as T;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Times known and unknown tries in turn (the order swapping each time) and compares their medians. */
async function oneRound(what: string, known: () => Promise<unknown>, unknown: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) {
    await timed(known);
    await timed(unknown);
  }
  const knownTimes: number[] = [];
  const unknownTimes: number[] = [];
  for (let i = 0; i < TRIES; i++) {
    if (i % 2 === 0) {
      knownTimes.push(await timed(known));
      unknownTimes.push(await timed(unknown));
    } else {
      unknownTimes.push(await timed(unknown));
      knownTimes.push(await timed(known));
    }
  }
  const [a, b] = [median(knownTimes), median(unknownTimes)];
  const difference = Math.abs(a - b) / Math.max(a, b);
  console.log(
    `${what}: known ${a.toFixed(2)} ms, unknown ${b.toFixed(2)} ms, difference ${(difference * 100).toFixed(1)}%`,
  );
  return difference;
}

/** The smallest difference of medians over up to ROUNDS rounds, stopping at the first under 20%. */
async function compareMedians(what: string, known: () => Promise<unknown>, unknown: () => Promise<unknown>) {
  let smallest = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS && smallest >= 0.2; round++) {
    smallest = Math.min(smallest, await oneRound(what, known, unknown));
  }
  return smallest;
}

/** Shoppers enough that no one of them reaches the lock (5 tries) or the code flood (5 codes) in three rounds. */
async function knownShoppers() {
  const emails: string[] = [];
  // One after another: registrations in flight count against the address until they succeed.
  for (let i = 0; i < 18; i++) emails.push((await registerShopper(ctx.app)).email);
  return takingTurns(emails);
}

describe('no telling who has an account by timing', () => {
  it('signs in no faster for an unknown e-mail than for a wrong password', async () => {
    const email = await knownShoppers();
    const known = () => post('/api/v1/auth/login', { email: email(), password: 'wrong password' });
    const unknown = () =>
      post('/api/v1/auth/login', { email: uniqueEmail('nobody'), password: TEST_PASSWORD });
    expect(await compareMedians('sign-in', known, unknown)).toBeLessThan(0.2);
  });

  it('answers a forgotten password in the same time for a known and an unknown address', async () => {
    const email = await knownShoppers();
    const known = () => post('/api/v1/account/reset', { email: email() });
    const unknown = () => post('/api/v1/account/reset', { email: uniqueEmail('nobody') });
    expect(await compareMedians('forgot password', known, unknown)).toBeLessThan(0.2);
  });

  it('answers a sign-in code request in the same time for a known and an unknown address', async () => {
    const email = await knownShoppers();
    const known = () => post('/api/v1/auth/otp', { email: email() });
    const unknown = () => post('/api/v1/auth/otp', { email: uniqueEmail('nobody') });
    expect(await compareMedians('sign-in code', known, unknown)).toBeLessThan(0.2);
  });
});
