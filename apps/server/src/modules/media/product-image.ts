import type { ImageArt } from '@pantry/db';
import { drawCut, drawProduce, drawWineBottle } from './fresh-drawings.ts';
import { subjectKind } from './subject-kind.ts';
import { type Box, type Drawing, shade } from './svg-kit.ts';

/**
 * Product images are drawn, never fetched (issue §3: no network): a packshot-style illustration of the
 * package (can, box, bag, jar, bottle, carton, produce or card) on a soft background, with a label carrying
 * the brand and the product name. Pure and deterministic: the same input always gives the same bytes.
 */

/** `category` is the product's main category url key: produce, meat and wine are drawn by kind. */
export type ImageSubject = {
  title: string;
  brand: string;
  brandColor: string;
  art: ImageArt;
  category?: string | null;
};

const SIZE = 400;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function color(value: string | undefined, fallback: string): string {
  return value && HEX.test(value) ? value : fallback;
}

/** XML text: markup characters as entities; control characters (not allowed in XML 1.0) dropped. */
function escapeXml(text: string): string {
  let out = '';
  for (const c of text) {
    const code = c.charCodeAt(0);
    if (code < 32 && c !== '\t' && c !== '\n' && c !== '\r') continue;
    out += '<>&"\''.includes(c) ? `&#${code};` : c;
  }
  return out;
}

/** Splits text into at most `maxLines` lines of about `width` characters; the last line ends with … if cut. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const words = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word.length > width ? `${word.slice(0, width - 1)}…` : word));
  const lines: string[] = [];
  let next = 0;
  while (next < words.length && lines.length < maxLines) {
    let line = words[next++] ?? '';
    while (next < words.length && `${line} ${words[next]}`.length <= width) line = `${line} ${words[next++]}`;
    lines.push(line);
  }
  if (next < words.length && lines.length > 0) {
    const last = lines.pop() ?? '';
    lines.push(`${last.replace(/…$/, '').slice(0, width - 1)}…`);
  }
  return lines;
}

export { shade };

function can(fill: string): Drawing {
  const x = 120;
  const w = 160;
  return {
    body: `<rect x="${x}" y="92" width="${w}" height="236" rx="14" fill="${fill}"/>
<rect x="${x}" y="92" width="${w}" height="236" rx="14" fill="url(#gloss)"/>
<ellipse cx="200" cy="92" rx="80" ry="16" fill="${shade(fill, 0.55)}"/>
<ellipse cx="200" cy="92" rx="66" ry="11" fill="${shade(fill, 0.75)}"/>
<path d="M${x} 318 q80 30 ${w} 0" fill="none" stroke="${shade(fill, -0.25)}" stroke-width="4"/>`,
    label: { x: x + 8, y: 150, w: w - 16, h: 120 },
  };
}

function box(fill: string): Drawing {
  return {
    body: `<path d="M110 96 L140 72 L312 72 L290 96 Z" fill="${shade(fill, 0.3)}"/>
<path d="M290 96 L312 72 L312 308 L290 332 Z" fill="${shade(fill, -0.2)}"/>
<rect x="110" y="96" width="180" height="236" rx="4" fill="${fill}"/>
<rect x="110" y="96" width="180" height="236" rx="4" fill="url(#gloss)"/>`,
    label: { x: 122, y: 150, w: 156, h: 130 },
  };
}

function bag(fill: string): Drawing {
  const zigzag = Array.from(
    { length: 9 },
    (_, i) => `L${120 + i * 20 + 10} ${i % 2 ? 80 : 72} L${120 + (i + 1) * 20} 80`,
  ).join(' ');
  return {
    body: `<path d="M120 80 ${zigzag} L300 80 L300 96 Q318 220 296 320 Q200 338 104 320 Q82 220 100 96 L100 80 Z" fill="${fill}"/>
<rect x="100" y="84" width="200" height="14" fill="${shade(fill, -0.2)}"/>
<path d="M100 96 Q82 220 104 320 Q200 338 296 320 Q318 220 300 96 Z" fill="url(#gloss)"/>`,
    label: { x: 118, y: 150, w: 164, h: 124 },
  };
}

function jar(fill: string, accent: string): Drawing {
  return {
    body: `<rect x="128" y="72" width="144" height="40" rx="8" fill="${shade(accent, -0.15)}"/>
<rect x="128" y="72" width="144" height="12" rx="6" fill="${shade(accent, 0.25)}"/>
<path d="M136 112 L264 112 Q296 126 296 160 L296 300 Q296 330 266 330 L134 330 Q104 330 104 300 L104 160 Q104 126 136 112 Z" fill="${fill}"/>
<path d="M136 112 L264 112 Q296 126 296 160 L296 300 Q296 330 266 330 L134 330 Q104 330 104 300 L104 160 Q104 126 136 112 Z" fill="url(#gloss)"/>`,
    label: { x: 114, y: 168, w: 172, h: 116 },
  };
}

function bottle(fill: string, accent: string): Drawing {
  return {
    body: `<rect x="180" y="40" width="40" height="34" rx="5" fill="${shade(accent, -0.1)}"/>
<path d="M184 74 L216 74 L216 112 Q262 132 262 178 L262 318 Q262 334 246 334 L154 334 Q138 334 138 318 L138 178 Q138 132 184 112 Z" fill="${fill}"/>
<path d="M184 74 L216 74 L216 112 Q262 132 262 178 L262 318 Q262 334 246 334 L154 334 Q138 334 138 318 L138 178 Q138 132 184 112 Z" fill="url(#gloss)"/>`,
    label: { x: 146, y: 196, w: 108, h: 104 },
  };
}

function carton(fill: string, accent: string): Drawing {
  return {
    body: `<path d="M130 120 L170 70 L230 70 L270 120 Z" fill="${shade(fill, 0.35)}"/>
<rect x="164" y="58" width="72" height="14" rx="3" fill="${shade(accent, -0.1)}"/>
<rect x="130" y="120" width="140" height="212" rx="4" fill="${fill}"/>
<rect x="130" y="120" width="140" height="212" rx="4" fill="url(#gloss)"/>`,
    label: { x: 138, y: 160, w: 124, h: 128 },
  };
}

function produce(fill: string, accent: string): Drawing {
  return {
    body: `<path d="M200 112 Q214 70 252 66 Q236 104 204 118 Z" fill="${shade(accent, -0.1)}"/>
<path d="M198 118 Q196 96 188 84" stroke="${shade(accent, -0.45)}" stroke-width="6" fill="none" stroke-linecap="round"/>
<circle cx="200" cy="220" r="112" fill="${fill}"/>
<circle cx="200" cy="220" r="112" fill="url(#gloss)"/>`,
    label: { x: 128, y: 200, w: 144, h: 84 },
  };
}

function card(fill: string, accent: string): Drawing {
  return {
    body: `<rect x="72" y="120" width="256" height="164" rx="16" fill="${fill}"/>
<rect x="72" y="120" width="256" height="164" rx="16" fill="url(#gloss)"/>
<rect x="72" y="150" width="256" height="22" fill="${shade(accent, -0.1)}"/>
<path d="M276 236 q16 -24 32 0 q-16 10 -32 0 Z" fill="${shade(accent, 0.2)}"/>`,
    label: { x: 88, y: 186, w: 176, h: 84 },
  };
}

/** The subject by kind (produce, a cut on a tray, a wine bottle), else the stored package shape. */
function drawSubject(subject: ImageSubject, fill: string, accent: string): Drawing {
  const kind = subjectKind(subject.title, subject.category ?? null);
  if (kind.kind === 'produce') return drawProduce(kind.form, kind.color, kind.leaf);
  if (kind.kind === 'cut') return drawCut(kind.form, kind.color);
  if (kind.kind === 'wine') return drawWineBottle(kind.wine, accent);
  return drawPackage(subject.art, fill, accent);
}

function drawPackage(art: ImageArt, fill: string, accent: string): Drawing {
  switch (art.shape) {
    case 'can':
      return can(fill);
    case 'box':
      return box(fill);
    case 'bag':
      return bag(fill);
    case 'jar':
      return jar(fill, accent);
    case 'bottle':
      return bottle(fill, accent);
    case 'carton':
      return carton(fill, accent);
    case 'produce':
      return produce(fill, accent);
    case 'card':
      return card(fill, accent);
    default:
      return box(fill);
  }
}

/** The label: brand in its colour, sized to fit, then the product name on up to three lines. */
function drawLabel(label: Box, subject: ImageSubject, brandColor: string): string {
  const brand = subject.brand.toUpperCase();
  const brandSize = Math.max(9, Math.min(20, Math.floor((label.w - 16) / (brand.length * 0.8 + 0.1))));
  const titleSize = label.w < 130 ? 11 : 13;
  const perLine = Math.max(8, Math.floor((label.w - 12) / (titleSize * 0.55)));
  const maxLines = label.h < 100 ? 2 : 3;
  const lines = wrapText(subject.title, perLine, maxLines);
  const cx = label.x + label.w / 2;
  const brandY = label.y + 14 + brandSize;
  const brandText = escapeXml(brand.length > 24 ? `${brand.slice(0, 23)}…` : brand);
  const titleLines = lines
    .map(
      (line, i) =>
        `<text x="${cx}" y="${brandY + 14 + (i + 1) * (titleSize + 4)}" font-size="${titleSize}" fill="#333">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<rect x="${label.x}" y="${label.y}" width="${label.w}" height="${label.h}" rx="10" fill="#fffdf7" opacity="0.94"/>
<text x="${cx}" y="${brandY}" font-size="${brandSize}" font-weight="700" letter-spacing="1" fill="${brandColor}">${brandText}</text>
<line x1="${label.x + 18}" x2="${label.x + label.w - 18}" y1="${brandY + 9}" y2="${brandY + 9}" stroke="${brandColor}" stroke-width="1.5" opacity="0.5"/>
${titleLines}`;
}

export function drawProductImage(subject: ImageSubject): string {
  const background = color(subject.art.background, '#f3efe6');
  const accent = color(subject.art.accent, '#2f6b3a');
  const brandColor = color(subject.brandColor, '#2f6b3a');
  const drawing = drawSubject(subject, accent, brandColor);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${escapeXml(`${subject.brand} ${subject.title}`)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(background, 0.35)}"/><stop offset="1" stop-color="${background}"/></linearGradient>
<linearGradient id="gloss" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.12"/><stop offset="0.25" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>
</defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
<ellipse cx="200" cy="342" rx="124" ry="14" fill="#000" opacity="0.12"/>
${drawing.body}
<g font-family="Helvetica, Arial, sans-serif" text-anchor="middle">${drawLabel(drawing.label, subject, brandColor)}</g>
</svg>
`;
}
