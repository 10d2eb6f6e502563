import { type Database, sql } from '@pantry/db';
import { formatDollars } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';
import { type Subscriber, subscriber } from '../events/index.ts';
import { emailLayout, escapeHtml, type Mailer, type MailMessage } from '../mail/index.ts';

/**
 * The shopper hears that their review is posted (issue 13: approval 'e-mails the shopper'). With a review offer the
 * e-mail names the Thrive Cash it earns (the spec's notice promises that e-mail); the Thrive Cash module credits it.
 * At least once, like the store's other e-mails (modules/events/store-mail.ts).
 */

export const REVIEW_MAIL_SUBSCRIBER = 'mail.reviews';

export type ReviewMail = {
  to: string;
  firstname: string;
  productTitle: string;
  urlKey: string | null;
  offerCents: number;
};

export function reviewPostedEmail(mail: ReviewMail, siteOrigin: string): MailMessage {
  const hello = mail.firstname ? `Hi ${mail.firstname},` : 'Hi,';
  const posted = `Thank you for reviewing ${mail.productTitle}. Your review is now posted.`;
  const earned =
    mail.offerCents > 0
      ? `Your review is eligible for Thrive Cash: ${formatDollars(mail.offerCents)} Thrive Cash goes to your account.`
      : '';
  const url = `${siteOrigin}${mail.urlKey ? `/p/${mail.urlKey}#reviews` : '/account/reviews'}`;
  return {
    to: mail.to,
    subject: 'Your review is posted',
    text: [hello, posted, earned, `See it: ${url}`, 'Pantry'].filter(Boolean).join('\n\n'),
    html: emailLayout(
      'Your review is posted',
      [escapeHtml(hello), escapeHtml(posted), ...(earned ? [escapeHtml(earned)] : [])],
      { label: 'See your review', url },
    ),
  };
}

async function loadReviewMail(
  db: Database,
  reviewId: number,
  offerCents: number,
): Promise<ReviewMail | null> {
  const [row] = await queryRows<{ email: string; firstname: string; title: string; url_key: string | null }>(
    db,
    sql`SELECT a.email, a.firstname, p.title, p.url_key
          FROM reviews r JOIN accounts a ON a.id = r.account_id JOIN products p ON p.id = r.product_id
         WHERE r.id = ${reviewId}::int AND r.status = 'approved'`,
  );
  if (!row) return null;
  return {
    to: row.email,
    firstname: row.firstname,
    productTitle: row.title,
    urlKey: row.url_key,
    offerCents,
  };
}

export function reviewMailSubscriber(deps: { db: Database; mailer: Mailer; siteOrigin: string }): Subscriber {
  return subscriber(REVIEW_MAIL_SUBSCRIBER, ['review.approved'], async (event, { done }) => {
    const mail = await loadReviewMail(deps.db, event.payload.review_id, event.payload.offer_cents);
    if (mail) await deps.mailer.send(reviewPostedEmail(mail, deps.siteOrigin), done);
  });
}
