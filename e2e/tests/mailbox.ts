import { expect } from '@playwright/test';

type Message = { to: string[]; subject: string; raw: string };

const mailbox = () => `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}/messages`;

/** Waits for the newest message to `to` whose subject matches, as delivered by SMTP to the journeys' mail sink. */
export async function waitForMail(to: string, subject: RegExp): Promise<Message> {
  let found: Message | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailbox()}?to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as { messages: Message[] };
        found = messages.find((message) => subject.test(message.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as Message;
}

/** The six-digit code in a message's subject ('Your Pantry sign-in code: 123456'). */
export function codeInSubject(message: Message): string {
  const code = /\b(\d{6})\b/.exec(message.subject)?.[1];
  if (!code) throw new Error(`no code in ${message.subject}`);
  return code;
}

/** The code in a gift e-mail's text part ('Your gift code: ABCD-…'; quoted-printable may wrap the line). */
export function giftCodeIn(message: Message): string {
  const text = message.raw.replace(/=\r?\n/g, '');
  const code = /Your gift code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(text)?.[1];
  if (!code) throw new Error('no gift code in the e-mail');
  return code;
}
