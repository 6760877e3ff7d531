/**
 * Link-preview pictures (Open Graph and Twitter cards), 1200×630, made at build time by
 * sharp: Platter's name, a line saying which page, and a plate of food icons. The icons
 * are ones no dish uses, so a preview can never show an answer; the words never name one.
 */
import sharp from 'sharp';
import { FOOD_ICONS, ICON_JOIN, type FoodIcon } from '../../core/icons.ts';
import { calendarDates, siteContent } from './content.ts';
import { iconSource } from './icons.ts';

export const OG_SIZE = { width: 1200, height: 630 } as const;

/** The preview of every page but the archive days. */
export const OG_DEFAULT_PATH = '/og/platter.jpg';

/** The preview of /archive/N. */
export function ogDayPath(dayNumber: number): string {
  return `/og/day-${dayNumber}.jpg`;
}

/** Up to six icons that no dish of the content uses (so none is an answer's), in table order. */
export function plateIcons(): FoodIcon[] {
  // A composed icon uses both its parts: neither may appear on a preview.
  const used = new Set(siteContent().foods.flatMap((f) => (f.icon ? f.icon.split(ICON_JOIN) : [])));
  return (Object.keys(FOOD_ICONS) as FoodIcon[]).filter((i) => !used.has(i)).slice(0, 6);
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function textLayer(line: string): Buffer {
  const { width, height } = OG_SIZE;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <text x="80" y="250" font-family="DejaVu Sans, Arial, sans-serif"
    font-size="120" font-weight="700" fill="#2b2118">Platter</text>
  <text x="84" y="340" font-family="DejaVu Sans, Arial, sans-serif"
    font-size="48" font-weight="700" fill="#c2410c">${escapeXml(line)}</text>
  <text x="84" y="410" font-family="DejaVu Sans, Arial, sans-serif"
    font-size="32" fill="#6b5d50">Guess the dish of the day in nine clues</text>
</svg>`);
}

let base: Promise<Buffer> | undefined;

/** The background, the plate and its icons: the same for every preview, made once. */
function basePicture(): Promise<Buffer> {
  base ??= (async () => {
    const { width, height } = OG_SIZE;
    const plate = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#fbf6ee"/>
  <rect x="0" y="${height - 24}" width="100%" height="24" fill="#c2410c"/>
  <circle cx="930" cy="300" r="230" fill="#f3e6d2"/>
  <circle cx="930" cy="300" r="200" fill="#ffffff" stroke="#e4d9ca" stroke-width="6"/>
</svg>`);
    const icons = plateIcons();
    const spots: [number, number][] = [
      [930, 190],
      [820, 300],
      [1040, 300],
      [870, 410],
      [990, 410],
      [930, 300],
    ];
    const layers = await Promise.all(
      icons.map(async (icon, i) => {
        const [cx, cy] = spots[i]!;
        const size = i === 5 ? 120 : 110;
        return {
          input: await sharp(iconSource(icon)).resize(size, size).png().toBuffer(),
          left: cx - size / 2,
          top: cy - size / 2,
        };
      }),
    );
    return sharp(plate).composite(layers).png().toBuffer();
  })();
  return base;
}

/** One preview: the shared picture with its line of words. */
export async function renderOg(line: string): Promise<Buffer> {
  return sharp(await basePicture())
    .composite([{ input: textLayer(line) }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Every preview the build writes: the default, and one per archive day. */
export function ogFiles(): { path: string; line: string }[] {
  return [
    { path: OG_DEFAULT_PATH, line: 'Dish of the Day' },
    ...calendarDates().map((_, i) => ({ path: ogDayPath(i + 1), line: `Day #${i + 1}` })),
  ];
}
