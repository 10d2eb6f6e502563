/** Shared pieces of the drawn product images. */

export type Box = { x: number; y: number; w: number; h: number };
/** A drawn subject: its SVG body and where its label goes. */
export type Drawing = { body: string; label: Box };

/** Mixes a hex colour with white (amount > 0) or black (amount < 0), for shading. */
export function shade(hex: string, amount: number): string {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const channels = [1, 3, 5].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  const target = amount > 0 ? 255 : 0;
  const mixed = channels.map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
