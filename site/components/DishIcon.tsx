/**
 * A dish's icon (core/icons.ts) as a small picture: before its name in a guess row, a
 * suggestion, an admin table. Decorative (the name is always beside it), lazy below
 * the fold, and the default plate for a dish without one.
 */
import { DEFAULT_ICON, ICON_SIZES, iconUrl, type IconSize } from '../../core/icon-url.ts';

/** Swaps a failed icon for the plate placeholder at the same size. */
function plate(event: { currentTarget: HTMLImageElement }) {
  const img = event.currentTarget;
  const size = img.dataset.size as IconSize;
  if (img.dataset.plate) return;
  img.dataset.plate = '1';
  img.srcset = `${iconUrl(DEFAULT_ICON, size, 2)} 2x`;
  img.src = iconUrl(DEFAULT_ICON, size);
}

/** The class every dish icon's box has, picture or empty place, at a size. */
const boxClass = (size: IconSize, className = '') => `dish-icon dish-icon-${size} ${className}`.trim();

export function DishIcon({
  icon,
  size = 'row',
  eager = false,
  className = '',
}: {
  icon?: string | undefined;
  size?: IconSize;
  eager?: boolean;
  className?: string;
}) {
  const chosen = icon || DEFAULT_ICON;
  const px = ICON_SIZES[size];
  return (
    <img
      className={boxClass(size, className)}
      data-size={size}
      src={iconUrl(chosen, size)}
      srcSet={`${iconUrl(chosen, size, 2)} 2x`}
      width={px}
      height={px}
      alt=""
      aria-hidden="true"
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      // A picture that cannot load (offline, not kept here) shows the plate, never a broken image (issue #29).
      onError={chosen === DEFAULT_ICON ? undefined : plate}
    />
  );
}

/**
 * A dish icon's place kept empty, the same size: a list drawn before its pictures (the guess
 * list's one-letter list, site/islands/game/GuessInput.tsx) does not move when they come.
 */
export function DishIconPlace({ size = 'row' }: { size?: IconSize }) {
  const px = ICON_SIZES[size];
  return (
    <span
      className={boxClass(size)}
      style={{ display: 'inline-block', flex: 'none', width: px, height: px }}
      aria-hidden="true"
    />
  );
}
