/**
 * The one look of the store's e-mails: a title, paragraphs, an optional button, signed Pantry. Callers escape what
 * shoppers typed (names, addresses) with `escapeHtml`; the rest is the store's own words.
 */

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export type EmailAction = { label: string; url: string };

/** A paragraph, or a block (a table of items) that is not wrapped in <p>. */
export type EmailPart = string | { block: string };

/** Parts are HTML already (escaped by the caller); the title and the action are escaped here. */
export function emailLayout(title: string, parts: EmailPart[], action?: EmailAction): string {
  const body = parts.map((part) => (typeof part === 'string' ? `<p>${part}</p>` : part.block)).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#1f6f43;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1b1b1b"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="color:#666">Pantry</p></body></html>`;
}
