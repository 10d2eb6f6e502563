/**
 * Gift codes: what the recipient types at /redeem. 16 characters of Crockford base32 (no I, L, O or U, so nothing
 * reads as another character) in four groups, 80 bits drawn by the server from crypto randomness; the store keeps
 * only a hash and the last four characters (docs/decisions/giftcards.md). Typing is forgiving: case, spaces and
 * dashes are ignored and I, L read as 1, O as 0.
 */

export const GIFT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CODE_LENGTH = 16;
/** Bytes of randomness a code needs: 5 bits per character. */
export const GIFT_CODE_BYTES = (GIFT_CODE_LENGTH * 5) / 8;

/** 'ABCD-EFGH-JKMN-PQRS' from 10 random bytes. */
export function formatGiftCode(bytes: Uint8Array): string {
  if (bytes.length < GIFT_CODE_BYTES) throw new Error(`a gift code needs ${GIFT_CODE_BYTES} random bytes`);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes.subarray(0, GIFT_CODE_BYTES)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += GIFT_CODE_ALPHABET[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  return out.match(/.{4}/g)!.join('-');
}

/** The code as stored and compared (no dashes, upper case, confusables mapped), or null if it cannot be one. */
export function normalizeGiftCode(typed: string | null | undefined): string | null {
  const code = (typed ?? '')
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (code.length !== GIFT_CODE_LENGTH) return null;
  for (const char of code) if (!GIFT_CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** How a code is shown after it was sent: only its last four characters. */
export function maskGiftCode(lastFour: string): string {
  return `•••• ${lastFour}`;
}
