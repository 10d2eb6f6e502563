import type { CutForm, ProduceForm, SubjectKind } from './subject-kind.ts';
import type { Drawing } from './svg-kit.ts';
import { shade } from './svg-kit.ts';

/**
 * Drawings of fresh goods and wine (see subject-kind.ts): the fruit or vegetable itself with a price tag,
 * a cut of meat or fish on a tray under film, and a wine bottle. Same 400 × 400 canvas as the packages.
 */

const gloss = (shapes: string) => shapes.replace(/fill="[^"]*"/g, 'fill="url(#gloss)"');

function produceBody(form: ProduceForm, color: string, leaf: string): string {
  const dark = shade(color, -0.25);
  switch (form) {
    case 'banana': {
      const fruit = `<path d="M96 122 Q150 330 318 196 Q330 186 322 176 Q180 250 124 110 Q112 100 96 122 Z" fill="${color}"/>`;
      return `${fruit}<path d="M106 250 Q200 330 312 218" fill="none" stroke="${dark}" stroke-width="5"/>
${gloss(fruit)}<path d="M96 122 L88 98 L106 96 L112 116 Z" fill="${leaf}"/><circle cx="321" cy="183" r="7" fill="${leaf}"/>`;
    }
    case 'teardrop': {
      const fruit = `<path d="M200 70 C252 70 258 150 272 190 C300 270 262 300 200 300 C138 300 100 270 128 190 C142 150 148 70 200 70 Z" fill="${color}"/>`;
      return `${fruit}${gloss(fruit)}<path d="M200 72 Q206 50 214 42" stroke="${leaf}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    }
    case 'cluster': {
      const balls: string[] = [];
      [4, 4, 3, 2, 1].forEach((count, row) => {
        for (let i = 0; i < count; i++) {
          const cx = 200 + (i - (count - 1) / 2) * 50;
          balls.push(`<circle cx="${cx}" cy="${110 + row * 40}" r="28" fill="${color}"/>`);
        }
      });
      const all = balls.join('');
      return `<path d="M200 96 Q206 70 222 58" stroke="${leaf}" stroke-width="6" fill="none"/><path d="M206 78 Q240 60 262 78 Q236 92 206 78 Z" fill="${leaf}"/>${all}${gloss(all)}`;
    }
    case 'leafy': {
      const leaves = [-34, -17, 0, 17, 34]
        .map(
          (angle, i) =>
            `<ellipse cx="200" cy="170" rx="${i % 2 ? 40 : 46}" ry="112" fill="${i % 2 ? color : shade(color, 0.15)}" transform="rotate(${angle} 200 290)"/>
<path d="M200 290 L200 70" stroke="${shade(color, 0.5)}" stroke-width="3" transform="rotate(${angle} 200 290)"/>`,
        )
        .join('');
      return leaves;
    }
    case 'root': {
      const one = (x: number, tilt: number) =>
        `<g transform="rotate(${tilt} ${x} 120)"><path d="M${x - 26} 120 Q${x} 110 ${x + 26} 120 L${x + 4} 300 Q${x} 306 ${x - 4} 300 Z" fill="${color}"/>
<path d="M${x - 16} 170 l14 0 M${x - 10} 220 l12 0 M${x - 6} 260 l8 0" stroke="${dark}" stroke-width="3"/>
<path d="M${x} 118 q-30 -50 -20 -76 M${x} 118 q6 -56 22 -74 M${x} 118 q30 -40 44 -48" stroke="${leaf}" stroke-width="8" fill="none" stroke-linecap="round"/></g>`;
      return `${one(160, -12)}${one(220, 6)}${one(270, 18)}`;
    }
    case 'broccoli': {
      const florets = [
        [160, 140, 48],
        [240, 140, 48],
        [200, 110, 52],
        [130, 180, 40],
        [270, 180, 40],
        [200, 170, 54],
      ]
        .map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`)
        .join('');
      return `<path d="M176 200 L224 200 L236 300 Q200 312 164 300 Z" fill="${leaf}"/>${florets}${gloss(florets)}`;
    }
    case 'long': {
      const body = `<rect x="70" y="170" width="270" height="84" rx="42" fill="${color}" transform="rotate(-18 205 212)"/>`;
      const bumps = [110, 160, 210, 260, 300]
        .map(
          (x, i) =>
            `<circle cx="${x}" cy="${248 - (x - 110) * 0.32 + (i % 2 ? -14 : 10)}" r="3" fill="${shade(color, 0.45)}"/>`,
        )
        .join('');
      return `${body}${gloss(body)}${bumps}`;
    }
    default: {
      const fruit = `<circle cx="200" cy="185" r="105" fill="${color}"/>`;
      return `${fruit}${gloss(fruit)}<ellipse cx="160" cy="140" rx="26" ry="16" fill="#fff" opacity="0.35"/>
<path d="M200 84 Q196 66 190 54" stroke="${shade(leaf, -0.4)}" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="M202 82 Q226 50 258 52 Q240 84 202 82 Z" fill="${leaf}"/>`;
    }
  }
}

export function drawProduce(form: ProduceForm, color: string, leaf: string): Drawing {
  return { body: produceBody(form, color, leaf), label: { x: 110, y: 288, w: 180, h: 80 } };
}

function cutBody(form: CutForm, color: string): string {
  const fat = shade(color, 0.75);
  switch (form) {
    case 'steak':
      return `<path d="M120 170 Q130 140 190 146 Q260 136 288 168 Q304 210 270 240 Q230 266 170 256 Q118 246 112 206 Z" fill="${fat}"/>
<path d="M130 176 Q140 154 192 158 Q252 150 276 176 Q288 208 262 230 Q226 250 172 244 Q128 236 124 206 Z" fill="${color}"/>
<path d="M160 190 q30 10 50 -4 M200 220 q26 -6 44 8 M150 220 q14 -6 24 4" stroke="${fat}" stroke-width="3" fill="none" opacity="0.8"/>`;
    case 'poultry':
      return `<ellipse cx="162" cy="200" rx="58" ry="44" fill="${color}" transform="rotate(-14 162 200)"/>
<ellipse cx="244" cy="206" rx="58" ry="44" fill="${shade(color, -0.06)}" transform="rotate(12 244 206)"/>
<path d="M126 196 q36 -18 70 -4 M212 204 q34 -16 68 2" stroke="${shade(color, -0.15)}" stroke-width="3" fill="none"/>`;
    case 'ground': {
      const dots = Array.from({ length: 42 }, (_, i) => {
        const x = 130 + ((i * 37) % 140);
        const y = 170 + ((i * 23) % 70);
        return `<circle cx="${x}" cy="${y}" r="5" fill="${i % 3 ? shade(color, 0.35) : shade(color, -0.2)}"/>`;
      }).join('');
      return `<path d="M116 236 Q120 160 200 156 Q282 160 286 236 Q200 258 116 236 Z" fill="${color}"/>${dots}`;
    }
    case 'fillet':
      return `<path d="M104 214 Q150 160 250 168 Q300 172 316 200 Q300 234 250 238 Q150 248 104 214 Z" fill="${color}"/>
${[150, 180, 210, 240, 270].map((x) => `<path d="M${x} 176 q-10 30 0 58" stroke="${fat}" stroke-width="3" fill="none" opacity="0.8"/>`).join('')}`;
    case 'shrimp':
      return (
        [
          [150, 180],
          [230, 180],
          [190, 226],
          [270, 228],
          [120, 230],
        ] as const
      )
        .map(
          ([x, y]) =>
            `<path d="M${x - 22} ${y} a24 24 0 1 1 24 24" fill="none" stroke="${color}" stroke-width="18" stroke-linecap="round"/>
<path d="M${x - 22} ${y} a24 24 0 1 1 24 24" fill="none" stroke="${fat}" stroke-width="3" stroke-dasharray="4 8"/>`,
        )
        .join('');
    default:
      return [164, 196, 228, 260]
        .map(
          (y, i) =>
            `<rect x="${112 + (i % 2) * 10}" y="${y - 16}" width="170" height="30" rx="15" fill="${i % 2 ? shade(color, -0.08) : color}"/>`,
        )
        .join('');
  }
}

export function drawCut(form: CutForm, color: string): Drawing {
  const tray = `<rect x="66" y="126" width="268" height="170" rx="22" fill="#2e3330"/>
<rect x="80" y="138" width="240" height="146" rx="14" fill="#3b413d"/>`;
  const film = `<rect x="66" y="126" width="268" height="170" rx="22" fill="#fff" opacity="0.12"/>
<path d="M92 140 L150 140 L110 280 L80 280 Z" fill="#fff" opacity="0.1"/>`;
  return { body: `${tray}${cutBody(form, color)}${film}`, label: { x: 150, y: 258, w: 170, h: 70 } };
}

const WINE_GLASS = {
  red: { glass: '#23382a', wine: '#4a0f1d' },
  white: { glass: '#c9d49a', wine: '#e8d98a' },
  rose: { glass: '#f4c2c8', wine: '#ef9aa8' },
  sparkling: { glass: '#2c4a30', wine: '#e8d98a' },
} as const;

export function drawWineBottle(
  wine: Extract<SubjectKind, { kind: 'wine' }>['wine'],
  accent: string,
): Drawing {
  const { glass } = WINE_GLASS[wine];
  const bottle = `<path d="M186 40 L214 40 L214 130 Q252 150 252 196 L252 330 Q252 344 238 344 L162 344 Q148 344 148 330 L148 196 Q148 150 186 130 Z" fill="${glass}"/>`;
  const foil = wine === 'sparkling' ? '#c9a440' : shade(accent, -0.1);
  return {
    body: `${bottle}${gloss(bottle)}<rect x="183" y="36" width="34" height="58" rx="4" fill="${foil}"/>
<rect x="183" y="86" width="34" height="6" fill="${shade(foil, -0.3)}"/>`,
    label: { x: 150, y: 220, w: 100, h: 96 },
  };
}
