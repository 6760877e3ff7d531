/**
 * The dish icons the site serves (core/icons.ts): each emoji the content uses, plus the
 * default, cut from the Fluent Emoji 3D set's 256 px WebP at the sizes the pages show
 * (ICON_SIZES, at 1× and 2×) by sharp. Only what the content uses is built.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { DEFAULT_ICON, ICON_SIZES, iconFileStem, iconUrl, type IconSize } from '../../core/icon-url.ts';
import { siteContent } from './content.ts';

/** The folder of the set's pictures in node_modules. */
export function iconAssetDir(): string {
  return join(dirname(createRequire(import.meta.url).resolve('@lobehub/fluent-emoji-3d/package.json')), 'assets');
}

/** The original 256 px picture of an emoji. */
export function iconSource(icon: string): Buffer {
  return readFileSync(join(iconAssetDir(), `${iconFileStem(icon)}.webp`));
}

/** Every emoji the content uses, and the default: sorted, so one content gives one build. */
export function usedIcons(): string[] {
  return [...new Set([DEFAULT_ICON as string, ...siteContent().foods.flatMap((f) => (f.icon ? [f.icon] : []))])].sort();
}

/** Each file to build: its URL path, the emoji and the pixel width. */
export function iconFiles(): { path: string; icon: string; px: number }[] {
  return usedIcons().flatMap((icon) =>
    (Object.keys(ICON_SIZES) as IconSize[]).flatMap((size) => ([1, 2] as const).map((scale) => ({ path: iconUrl(icon, size, scale), icon, px: ICON_SIZES[size] * scale }))),
  );
}

/**
 * One icon at one width, WebP. The small ones (a guess row, a suggestion: ten of them load
 * with the first letters typed) at a lower quality and a lossy alpha, 22 % smaller (1076 ->
 * 839 bytes on average at 56 px) with no difference visible at that size; the cards' at 82.
 */
export function renderIcon(icon: string, px: number): Promise<Buffer> {
  const small = px <= ICON_SIZES.row * 2;
  return sharp(iconSource(icon))
    .resize(px, px)
    .webp(small ? { quality: 75, alphaQuality: 60, effort: 6 } : { quality: 82, effort: 4 })
    .toBuffer();
}
