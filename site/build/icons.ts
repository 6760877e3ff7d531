/**
 * The dish icons the site serves (core/icons.ts): each emoji the content uses, plus the
 * default, cut from the Fluent Emoji 3D set's 256 px WebP at the sizes the pages show
 * (ICON_SIZES, at 1× and 2×) by sharp. Only what the content uses is built.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { DEFAULT_ICON, ICON_JOIN, ICON_SIZES, iconFileStem, iconUrl, type IconSize } from '../../core/icon-url.ts';
import { FOOD_ICONS } from '../../core/icons.ts';
import { siteContent } from './content.ts';

/** The folder of the set's pictures in node_modules. */
export function iconAssetDir(): string {
  return join(dirname(createRequire(import.meta.url).resolve('@lobehub/fluent-emoji-3d/package.json')), 'assets');
}

/** The original 256 px picture of one emoji. */
export function iconSource(icon: string): Buffer {
  return readFileSync(join(iconAssetDir(), `${iconFileStem(icon)}.webp`));
}

/** The full size of the set's pictures, and where a composed icon puts its two parts. */
const SOURCE_PX = 256;
const FORM_PX = 216;
const DETAIL_PX = 136;

/**
 * A dish's picture at full size: the emoji's own, or for a composed icon ('🍲 + 🐟') the
 * form drawn large at the top left and the defining ingredient in front of it at the
 * bottom right, as a cook's label would show it.
 */
export async function iconPicture(icon: string): Promise<Buffer> {
  const [form, detail] = icon.split(ICON_JOIN);
  if (detail === undefined) return iconSource(icon);
  const [back, front] = await Promise.all([
    sharp(iconSource(form!)).resize(FORM_PX, FORM_PX).png().toBuffer(),
    sharp(iconSource(detail)).resize(DETAIL_PX, DETAIL_PX).png().toBuffer(),
  ]);
  return sharp({
    create: { width: SOURCE_PX, height: SOURCE_PX, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      { input: back, left: 0, top: 0 },
      { input: front, left: SOURCE_PX - DETAIL_PX, top: SOURCE_PX - DETAIL_PX },
    ])
    .png()
    .toBuffer();
}

/** Every emoji the content uses, and the default: sorted, so one content gives one build. */
export function usedIcons(): string[] {
  return [...new Set([DEFAULT_ICON as string, ...siteContent().foods.flatMap((f) => (f.icon ? [f.icon] : []))])].sort();
}

/**
 * Each file to build: its URL path, the emoji and the pixel width. The icons the content
 * uses at every size; every other icon of the table at the row size only, for the admin's
 * icon picker, which shows them all (and a composed icon not built yet as its two parts).
 */
export function iconFiles(): { path: string; icon: string; px: number }[] {
  const used = usedIcons();
  const sized = (icon: string, sizes: readonly IconSize[]) =>
    sizes.flatMap((size) =>
      ([1, 2] as const).map((scale) => ({ path: iconUrl(icon, size, scale), icon, px: ICON_SIZES[size] * scale })),
    );
  return [
    ...used.flatMap((icon) => sized(icon, Object.keys(ICON_SIZES) as IconSize[])),
    ...Object.keys(FOOD_ICONS)
      .filter((icon) => !used.includes(icon))
      .flatMap((icon) => sized(icon, ['row'])),
  ];
}

/**
 * One icon at one width, WebP. The small ones (a guess row, a suggestion: ten of them load
 * with the first letters typed) at a lower quality and a lossy alpha, 22 % smaller (1076 ->
 * 839 bytes on average at 56 px) with no difference visible at that size; the cards' at 82.
 */
export async function renderIcon(icon: string, px: number): Promise<Buffer> {
  const small = px <= ICON_SIZES.row * 2;
  return sharp(await iconPicture(icon))
    .resize(px, px)
    .webp(small ? { quality: 75, alphaQuality: 60, effort: 6 } : { quality: 82, effort: 4 })
    .toBuffer();
}
