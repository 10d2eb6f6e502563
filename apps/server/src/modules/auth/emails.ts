import { escapeHtml, emailLayout as layout, type MailMessage } from '../mail/index.ts';

/**
 * The store's account e-mails, as plain text and simple HTML. Names are escaped: they are shopper input.
 */

export function signInCodeEmail(to: string, code: string, link: string): MailMessage {
  return {
    to,
    subject: `Your Pantry sign-in code: ${code}`,
    text: `Your sign-in code is ${code}\n\nIt works once, for 10 minutes. Or open this link to sign in:\n${link}\n\nIf you did not ask for it, you can ignore this e-mail.`,
    html: layout(
      'Your sign-in code',
      [
        `Your sign-in code is <strong style="font-size:22px;letter-spacing:2px">${code}</strong>`,
        'It works once, for 10 minutes. If you did not ask for it, you can ignore this e-mail.',
      ],
      { label: 'Sign in to Pantry', url: link },
    ),
  };
}

export function verificationCodeEmail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `Your Pantry verification code: ${code}`,
    text: `Your verification code is ${code}\n\nEnter it to make changes to your account. It works once, for 10 minutes.`,
    html: layout('Confirm it is you', [
      `Your verification code is <strong style="font-size:22px;letter-spacing:2px">${code}</strong>`,
      'Enter it to make changes to your account. It works once, for 10 minutes.',
    ]),
  };
}

export function passwordResetEmail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Pantry password',
    text: `Open this link to choose a new password (it works once, for 60 minutes):\n${link}\n\nIf you did not ask for it, you can ignore this e-mail.`,
    html: layout(
      'Reset your password',
      ['The link works once, for 60 minutes. If you did not ask for it, you can ignore this e-mail.'],
      { label: 'Choose a new password', url: link },
    ),
  };
}

export function inviteEmail(to: string, inviterName: string, link: string): MailMessage {
  const name = inviterName || 'A friend';
  return {
    to,
    subject: `${name} invited you to Pantry`,
    text: `${name} invited you to shop healthy groceries at member prices on Pantry.\n\n${link}`,
    html: layout(`${escapeHtml(name)} invited you to Pantry`, ['Shop healthy groceries at member prices.'], {
      label: 'Join Pantry',
      url: link,
    }),
  };
}
