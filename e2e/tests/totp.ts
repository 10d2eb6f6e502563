import { createHmac } from 'node:crypto';

/**
 * A TOTP code (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits) from a base32 secret, computed here on its own so
 * the journeys check the server's codes against the standard rather than against the server's own library.
 */
export function totpCode(secret: string, at: number = Date.now()): string {
  const key = base32Bytes(secret);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const number = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, '0');
}

/** RFC 4648 base32 (spaces and padding ignored, any case). */
function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value === -1) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/**
 * A code for a step this account has not used yet: servers refuse a code used once already (replay), so a second
 * sign-in within the same 30 seconds waits for the next step.
 */
export async function freshTotpCode(secret: string, used: Set<string>): Promise<string> {
  for (;;) {
    const code = totpCode(secret);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await new Promise((wait) => setTimeout(wait, 1000));
  }
}
