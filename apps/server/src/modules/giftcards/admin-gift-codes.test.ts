import { auditLog, eq, gifts, orders, sql } from '@pantry/db';
import { giftConsoleMessages, normalizeGiftCode, redeemMessages } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { useSmtpSink } from '../../test/smtp-sink.ts';
import { addStaff, signInStaff } from '../staff/test-support.ts';
import { giftCodeHash } from './issue.ts';
import { insertIssuedGift } from './test-support.ts';

/**
 * Gift codes in the console (issue 25): look one up, void it (the storefront then refuses it), reissue it (the
 * recipient is e-mailed a new code that redeems while the old one is refused); refused to the merchandiser and the
 * warehouse; each change one audit entry with before and after.
 */

const sink = useSmtpSink();
const t = useTestApp(() => ({ smtpUrl: sink.url }));
const given = useGiven(t);

type Who = { cookie: string };
let support: Who;
let merchandiser: Who;
let warehouse: Who;
let serial = 0;

beforeAll(async () => {
  support = await signInStaff(t.app, await addStaff(t.db, 'support'));
  merchandiser = await signInStaff(t.app, await addStaff(t.db, 'merchandiser'));
  warehouse = await signInStaff(t.app, await addStaff(t.db, 'warehouse'));
});

function call(who: Who, method: 'GET' | 'POST', url: string) {
  return t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie: who.cookie } });
}

/** An issued $25 gift of a real order, to a recipient of its own; its code and row. */
async function issuedGift(creditCents = 2500) {
  serial += 1;
  const bought = await given.order();
  const code = await insertIssuedGift(t.db, {
    orderId: bought.orderId,
    buyerAccountId: bought.member.accountId,
    creditCents,
  });
  const recipient = `gift-recipient-${serial}-${Date.now()}@example.com`;
  const [row] = await t.db
    .update(gifts)
    .set({ recipientEmail: recipient })
    .where(eq(gifts.codeHash, giftCodeHash(normalizeGiftCode(code)!)))
    .returning();
  return { code, gift: row!, recipient, orderId: bought.orderId, incrementId: bought.incrementId };
}

async function redeem(who: { headers: { cookie: string } }, code: string) {
  serial += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/account/giftcard/redeem',
    headers: who.headers,
    payload: { code },
    remoteAddress: `10.26.0.${serial % 250}`,
  });
}

const auditOf = (giftId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.subjectType} = 'gift' AND ${auditLog.subjectId} = ${String(giftId)}`);

describe('gift codes in the console (issue 25)', () => {
  it('refuses the merchandiser and the warehouse every gift code route', async () => {
    const { gift } = await issuedGift();
    for (const who of [merchandiser, warehouse]) {
      for (const [method, url] of [
        ['GET', '/gift-codes?q=ann.lee@example.com'],
        ['GET', `/gift-codes/${gift.id}`],
        ['POST', `/gift-codes/${gift.id}/void`],
        ['POST', `/gift-codes/${gift.id}/reissue`],
      ] as const) {
        expect((await call(who, method, url)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await auditOf(gift.id)).toHaveLength(0);
    expect((await t.db.select().from(gifts).where(eq(gifts.id, gift.id)))[0]!.status).toBe('issued');
  });

  it('finds a gift by its code, its last four, an e-mail or its order, and shows its balance and history', async () => {
    const { code, gift, recipient, incrementId } = await issuedGift();
    for (const q of [code.toLowerCase(), `•••• ${gift.codeLastFour}`, recipient.toUpperCase(), incrementId]) {
      const found = await call(support, 'GET', `/gift-codes?q=${encodeURIComponent(q)}`);
      expect(found.statusCode, q).toBe(200);
      expect(
        found.json().gifts.map((g: { id: number }) => g.id),
        q,
      ).toContain(gift.id);
    }
    const nonsense = await call(support, 'GET', '/gift-codes?q=hello%20there');
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json().errors).toBe(giftConsoleMessages.search);
    const one = await call(support, 'GET', `/gift-codes/${gift.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      status: 'issued',
      credit: 25,
      remaining: 25,
      recipient_email: recipient,
      order_increment_id: incrementId,
      redeemed_by: null,
      can_void: true,
      can_reissue: true,
    });
    expect(one.json().history[0].what).toBe(`Bought with order #${incrementId} by ${one.json().buyer.email}`);
    expect((await call(support, 'GET', '/gift-codes/2147483000')).statusCode).toBe(404);
  });

  it('voids a code: the storefront refuses it after, once, with one audit entry', async () => {
    const { code, gift } = await issuedGift();
    const voided = await call(support, 'POST', `/gift-codes/${gift.id}/void`);
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({
      status: 'voided',
      remaining: 25,
      can_void: false,
      can_reissue: true,
    });
    const shopper = await given.member();
    const refused = await redeem(shopper, code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toBe(redeemMessages.voided);
    const again = await call(support, 'POST', `/gift-codes/${gift.id}/void`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toBe(giftConsoleMessages.voided);
    const entries = await auditOf(gift.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'giftcard.void',
      before: { status: 'issued', remaining_cents: 2500 },
      after: { status: 'voided', remaining_cents: 2500 },
    });
  });

  it('refuses to void or reissue a redeemed code, and shows who redeemed it and their balance', async () => {
    const { code, gift } = await issuedGift(4000);
    const shopper = await given.member();
    expect((await redeem(shopper, code)).statusCode).toBe(200);
    for (const action of ['void', 'reissue']) {
      const refused = await call(support, 'POST', `/gift-codes/${gift.id}/${action}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors).toBe(giftConsoleMessages.redeemed);
    }
    const one = (await call(support, 'GET', `/gift-codes/${gift.id}`)).json();
    expect(one).toMatchObject({
      status: 'redeemed',
      remaining: 0,
      redeemed_by: { account_id: shopper.accountId },
      redeemer_balance: 40,
    });
    expect(one.history.map((h: { what: string }) => h.what)).toContain(
      `Redeemed by ${one.redeemed_by.email}`,
    );
    expect(await auditOf(gift.id)).toHaveLength(0);
  });

  it('reissues a code once: the recipient is e-mailed a new code that redeems, while the old one is refused', async () => {
    const { code, gift, recipient } = await issuedGift();
    const [first, second] = await Promise.all([
      call(support, 'POST', `/gift-codes/${gift.id}/reissue`),
      call(support, 'POST', `/gift-codes/${gift.id}/reissue`),
    ]);
    const answers = [first, second].sort((a, b) => a.statusCode - b.statusCode);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 409]);
    expect(answers[1]!.json().errors).toBe(giftConsoleMessages.reissued);
    const { old, gift: written } = answers[0]!.json();
    // The new gift is written without a code; its subscriber draws one and e-mails it after the commit.
    expect(written).toMatchObject({ status: 'pending', reissued_from_id: gift.id });
    expect(sink.to(recipient)).toHaveLength(0);
    await t.app.events.drain();
    await t.app.events.drain();
    const fresh = (await call(support, 'GET', `/gift-codes/${written.id}`)).json();
    expect(old).toMatchObject({
      status: 'voided',
      reissued_to_id: fresh.id,
      remaining: 0,
      can_reissue: false,
    });
    expect(fresh).toMatchObject({
      status: 'issued',
      credit: 25,
      remaining: 25,
      recipient_email: recipient,
      reissued_from_id: gift.id,
    });
    expect(fresh.history.map((h: { what: string }) => h.what)).toContain(`E-mailed to ${recipient}`);
    const replacements = await t.db.select().from(gifts).where(eq(gifts.reissuedFromId, gift.id));
    expect(replacements).toHaveLength(1);

    const mails = sink.to(recipient);
    expect(mails).toHaveLength(1);
    const newCode = /Your gift code: ([0-9A-Z-]{19})/.exec(mails[0]!.text)?.[1];
    expect(newCode).toBeDefined();
    expect(newCode!.slice(-4)).toBe(fresh.code_last_four);

    const shopper = await given.member();
    const oldTry = await redeem(shopper, code);
    expect(oldTry.statusCode).toBe(400);
    expect(oldTry.json().errors).toBe(redeemMessages.voided);
    const newTry = await redeem(shopper, newCode!);
    expect(newTry.statusCode).toBe(200);
    expect(newTry.json()).toMatchObject({ credit: 25, gift_card_balance: 25 });

    const entries = await auditOf(gift.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'giftcard.reissue',
      before: { status: 'issued', remaining_cents: 2500 },
      after: { status: 'voided', reissued_to_id: fresh.id, credit_cents: 2500 },
    });
  });

  it('reissues a code voided before, but not one whose order was canceled', async () => {
    const voidedFirst = await issuedGift();
    expect((await call(support, 'POST', `/gift-codes/${voidedFirst.gift.id}/void`)).statusCode).toBe(200);
    const reissued = await call(support, 'POST', `/gift-codes/${voidedFirst.gift.id}/reissue`);
    expect(reissued.statusCode).toBe(200);
    expect(reissued.json().gift).toMatchObject({ status: 'pending', credit: 25 });

    const canceled = await issuedGift();
    await t.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, canceled.orderId));
    await t.db.update(gifts).set({ status: 'voided' }).where(eq(gifts.id, canceled.gift.id));
    const refused = await call(support, 'POST', `/gift-codes/${canceled.gift.id}/reissue`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toBe(giftConsoleMessages.orderCanceled);
  });
});
