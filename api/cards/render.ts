/**
 * A result card's page and its picture (1200×630 PNG, made with sharp from an SVG), from
 * the card alone: the day's number, the colour grid, the tries, hard mode and the streak.
 * Nothing here knows the day's dish, so neither can show it.
 */
import sharp from 'sharp';
import { rowFromLetters, resultCardRows, resultCardWords, type ResultCard } from '../../core/share.ts';
import type { CellColor } from '../../core/scoring.ts';

export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** The board's colours (site/styles/global.css --exact, --close, --none). */
const FILL: Record<CellColor, string> = { green: '#2e7d4f', yellow: '#e9b949', red: '#b83f3f' };

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The card's picture as SVG. */
export function resultCardSvg(card: ResultCard, challengeNumber: number): string {
  const words = resultCardWords(card, challengeNumber);
  const { width, height } = CARD_SIZE;
  const rows = resultCardRows(card.rows);
  const cell = 44;
  const gap = 8;
  const gridHeight = rows.length * cell + (rows.length - 1) * gap;
  const x0 = 660;
  const y0 = Math.round((height - gridHeight) / 2);
  const cells = rows.flatMap((row, r) => {
    const y = y0 + r * (cell + gap);
    if (row === null)
      return [
        `<text x="${x0 + 4.5 * cell + 4 * gap}" y="${y + 32}" text-anchor="middle" font-size="40" ` +
          'fill="#6b5d50">⋯</text>',
      ];
    return rowFromLetters(row).map(
      (c, i) =>
        `<rect x="${x0 + i * (cell + gap)}" y="${y}" width="${cell}" height="${cell}" rx="6" fill="${FILL[c]}"/>`,
    );
  });
  const lines = [words.outcome, ...words.marks, ...(words.streak ? [words.streak] : [])];
  const font = 'font-family="DejaVu Sans, Arial, sans-serif"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#fbf6ee"/>
  <rect x="0" y="${height - 24}" width="100%" height="24" fill="#c2410c"/>
  <text x="70" y="170" ${font} font-size="96" font-weight="700" fill="#2b2118">Platter</text>
  <text x="74" y="250" ${font} font-size="56" font-weight="700"
    fill="#c2410c">${escapeXml(`Day #${challengeNumber}`)}</text>
  ${lines
    .map(
      (l, i) => `<text x="74" y="${340 + i * 56}" ${font} font-size="40"
    fill="#2b2118">${escapeXml(l)}</text>`,
    )
    .join('\n  ')}
  <text x="74" y="560" ${font} font-size="30" fill="#6b5d50">Can you guess the dish?</text>
  ${cells.join('\n  ')}
</svg>`;
}

/** The card's picture as PNG. */
export async function resultCardPng(card: ResultCard, challengeNumber: number): Promise<Buffer> {
  return sharp(Buffer.from(resultCardSvg(card, challengeNumber)))
    .png()
    .toBuffer();
}

const escapeHtml = escapeXml;

/** The card's page: the card, a button that plays its day, and the link-preview tags. */
export function resultCardHtml(opts: {
  card: ResultCard;
  challengeNumber: number;
  /** The page's absolute URL and its picture's. */
  pageUrl: string;
  imageUrl: string;
  /** Where the button goes: today's game or the archive's day. */
  playPath: string;
}): string {
  const { card, challengeNumber, pageUrl, imageUrl, playPath } = opts;
  const w = resultCardWords(card, challengeNumber);
  const grid = resultCardRows(card.rows)
    .map((row) =>
      row === null
        ? '<div class="gap">⋯</div>'
        : `<div class="row">${rowFromLetters(row)
            .map((c) => `<span class="c ${c}"></span>`)
            .join('')}</div>`,
    )
    .join('');
  const meta = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(w.title)}</title>
<meta name="description" content="${escapeHtml(w.description)}">
<meta name="robots" content="noindex">
${meta('property', 'og:type', 'website')}
${meta('property', 'og:site_name', 'Platter')}
${meta('property', 'og:title', w.title)}
${meta('property', 'og:description', w.description)}
${meta('property', 'og:url', pageUrl)}
${meta('property', 'og:image', imageUrl)}
${meta('property', 'og:image:type', 'image/png')}
${meta('property', 'og:image:width', String(CARD_SIZE.width))}
${meta('property', 'og:image:height', String(CARD_SIZE.height))}
${meta('property', 'og:image:alt', `${w.title}: ${w.outcome}, a grid of coloured boxes`)}
${meta('name', 'twitter:card', 'summary_large_image')}
${meta('name', 'twitter:title', w.title)}
${meta('name', 'twitter:description', w.description)}
${meta('name', 'twitter:image', imageUrl)}
<style>
:root{color-scheme:light dark;--bg:#fbf6ee;--card:#fff;--text:#2b2118;--muted:#6b5d50;--accent:#c2410c;
--on-accent:#fff;--border:#e4d9ca}
@media (prefers-color-scheme:dark){:root{--bg:#181b20;--card:#20242b;--text:#f1ede7;--muted:#b5ada3;--accent:#f08a4b;
--on-accent:#1c1410;--border:#3a404a}}
body{margin:0;font-family:system-ui,sans-serif;background:var(--bg);color:var(--text);display:flex;min-height:100vh;
align-items:center;justify-content:center}
main{background:var(--card);border:1px solid var(--border);border-radius:16px;padding:32px 24px;margin:16px;
max-width:28rem;width:100%;text-align:center}
h1{margin:0 0 4px;font-size:1.8rem}.day{color:var(--accent);font-weight:700;font-size:1.3rem;margin:0 0 16px}
.grid{display:inline-flex;flex-direction:column;gap:5px;margin:8px 0 16px}.row{display:flex;gap:5px}
.c{width:26px;height:26px;border-radius:4px}.green{background:#2e7d4f}.yellow{background:#e9b949}.red{
background:#b83f3f}
.gap{color:var(--muted);line-height:1}p{margin:4px 0}.muted{color:var(--muted)}
.play{display:inline-block;margin-top:20px;padding:12px 22px;border-radius:10px;background:var(--accent);
color:var(--on-accent);font-weight:700;text-decoration:none}
</style>
</head>
<body>
<main>
<h1>Platter</h1>
<p class="day">Day #${challengeNumber}</p>
<div class="grid" role="img" aria-label="${escapeHtml(
    `${w.outcome}: ${card.rows.length} rows of coloured boxes`,
  )}">${grid}</div>
<p><strong>${escapeHtml(w.outcome)}</strong></p>
${w.marks.map((m) => `<p>${escapeHtml(m)}</p>`).join('')}
${w.streak ? `<p class="muted">${escapeHtml(w.streak)}</p>` : ''}
<a class="play" href="${escapeHtml(playPath)}">${escapeHtml(w.play)}</a>
</main>
</body>
</html>`;
}
