import { STAFF_INVITE_DAYS, STAFF_ROLE_LABELS, type StaffRole } from '@pantry/domain';
import { escapeHtml, emailLayout as layout, type MailMessage } from '../mail/index.ts';

/** The staff invitation: who invited, as what, and the link (a week). The inviter's name is escaped. */
export function staffInviteEmail(to: string, inviter: string, role: StaffRole, link: string): MailMessage {
  const as = STAFF_ROLE_LABELS[role];
  return {
    to,
    subject: `You are invited to run Pantry as ${as}`,
    text: `${inviter} invited you to Pantry's store console as ${as}.\n\nOpen this link within ${STAFF_INVITE_DAYS} days to choose your password and set up your authenticator app:\n${link}\n\nIf you did not expect it, you can ignore this e-mail.`,
    html: layout(
      'You are invited to the store console',
      [
        `${escapeHtml(inviter)} invited you to Pantry's store console as ${escapeHtml(as)}.`,
        `The link works for ${STAFF_INVITE_DAYS} days. You will choose a password and set up an authenticator app.`,
      ],
      { label: 'Accept the invitation', url: link },
    ),
  };
}
