import { formatDollars, type GiftType, giftHasCredit, giftHasMembership } from '@pantry/domain';
import { emailLayout, escapeHtml, type MailMessage } from '../mail/index.ts';

/** The gift e-mails: the recipient's gift with its code, and the buyer's receipt. Shopper text is escaped. */

export type GiftMail = {
  type: GiftType;
  creditCents: number;
  priceCents: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  senderName: string;
  senderEmail: string;
};

/** 'a 1 year Pantry membership and $50.00 of Pantry credit'. */
export function giftWhat(gift: Pick<GiftMail, 'type' | 'creditCents'>): string {
  const parts: string[] = [];
  if (giftHasMembership(gift.type)) parts.push('a 1 year Pantry membership');
  if (giftHasCredit(gift.type)) parts.push(`${formatDollars(gift.creditCents)} of Pantry credit`);
  return parts.join(' and ');
}

export function giftEmail(gift: GiftMail, code: string, redeemUrl: string): MailMessage {
  const what = giftWhat(gift);
  const subject = `${gift.senderName} sent you a Pantry gift`;
  const lines = [
    `Hi ${gift.recipientName},`,
    `${gift.senderName} sent you ${what}.`,
    ...(gift.message ? [`“${gift.message}”`] : []),
    `Your gift code: ${code}`,
    `Sign in and enter it at ${redeemUrl}. Gift card credit never expires.`,
  ];
  const html = emailLayout(
    subject,
    [
      `Hi ${escapeHtml(gift.recipientName)},`,
      `${escapeHtml(gift.senderName)} sent you ${escapeHtml(what)}.`,
      ...(gift.message ? [`<em>“${escapeHtml(gift.message)}”</em>`] : []),
      `Your gift code: <strong style="font-size:18px;letter-spacing:1px">${escapeHtml(code)}</strong>`,
      'Sign in and enter it on the redeem page. Gift card credit never expires.',
    ],
    { label: 'Redeem your gift', url: redeemUrl },
  );
  return { to: gift.recipientEmail, subject, text: lines.join('\n\n'), html };
}

export function giftReceiptEmail(gift: GiftMail, to: string, incrementId: string): MailMessage {
  const what = giftWhat(gift);
  const subject = `Your gift to ${gift.recipientName} is on its way`;
  const sent = `We e-mailed ${what} to ${gift.recipientName} (${gift.recipientEmail}) with your message.`;
  const paid = `Order #${incrementId}: ${formatDollars(gift.priceCents)}.`;
  const html = emailLayout(subject, [
    `Hi ${escapeHtml(gift.senderName)},`,
    escapeHtml(sent),
    escapeHtml(paid),
  ]);
  return { to, subject, text: [`Hi ${gift.senderName},`, sent, paid].join('\n\n'), html };
}
