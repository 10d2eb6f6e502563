import { accounts, eq, testGatewayTokens } from '@pantry/db';
import { cutoffWording, noticeDue, shipmentCutoff, shipmentDateWording } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { useSmtpSink } from '../../test/smtp-sink.ts';
import { announceAutoshipNotices } from './mail.ts';
import { autoshipProduct, subscribeTo } from './test-support.ts';

const sink = useSmtpSink();
const t = useTestApp(() => ({ smtpUrl: sink.url }));
const given = useGiven(t);
const DAY = 86_400_000;

async function subscribed() {
  const member = await given.member({ card: true });
  const product = await autoshipProduct(t, given);
  const item = await subscribeTo(t, member, product.id, { qty: 2 });
  const [account] = await t.db.select().from(accounts).where(eq(accounts.id, member.accountId));
  return { member, product, date: item.scheduled_at_date, email: account!.email };
}

async function mailsTo(email: string, subject: string | RegExp) {
  await t.app.events.drain();
  return sink
    .to(email)
    .filter((m) => (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)));
}

describe('autoship e-mails at the SMTP sink', () => {
  it('sends the 3-day notice once: the items, the total, the date and how to change them (§9)', async () => {
    const { product, date, email } = await subscribed();
    const early = new Date(noticeDue(date).getTime() - 60_000);
    await announceAutoshipNotices(t.db, early);
    expect(await mailsTo(email, /autoship ships/)).toEqual([]);

    const due = new Date(noticeDue(date).getTime() + 60_000);
    expect(await announceAutoshipNotices(t.db, due)).toBeGreaterThanOrEqual(1);
    await announceAutoshipNotices(t.db, due);
    const [notice, ...more] = await mailsTo(email, `Your autoship ships ${shipmentDateWording(date)}`);
    expect(more).toEqual([]);
    expect(notice!.text).toContain(`2 × ${product.title}`);
    expect(notice!.text).toMatch(/Total: \$\d+\.\d\d, charged to your card on file\./);
    expect(notice!.text).toContain(`before ${cutoffWording(shipmentCutoff(date))}`);
    expect(notice!.text).toContain('/autoship/next-shipment');
  });

  it('mails the receipt (the order confirmation) when the run places the order', async () => {
    const { date, email } = await subscribed();
    await t.app.autoship.run(new Date(shipmentCutoff(date).getTime() + 60_000));
    expect(await mailsTo(email, /^Your Pantry order #\d+ is placed$/)).toHaveLength(1);
  });

  it('mails each step of the decline ladder, and the skip after the third', async () => {
    const { member, date, email } = await subscribed();
    await t.db
      .update(testGatewayTokens)
      .set({ outcome: 'declined' })
      .where(eq(testGatewayTokens.token, member.cardToken));
    const first = new Date(shipmentCutoff(date).getTime() + 60_000);
    for (const day of [0, 1, 2]) await t.app.autoship.run(new Date(first.getTime() + day * DAY));
    const failed = await mailsTo(email, "We couldn't charge your card for autoship");
    expect(failed).toHaveLength(2);
    expect(failed[0]!.text).toContain("We'll try again tomorrow.");
    const skipped = await mailsTo(email, 'Your autoship shipment was skipped');
    expect(skipped).toHaveLength(1);
    expect(skipped[0]!.text).toContain(`shipment of ${shipmentDateWording(date)} after three tries`);
    expect(skipped[0]!.text).toContain('/autoship/settings');
  });
});
