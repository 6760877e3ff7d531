/**
 * A dish's icon (core/icons.ts) as a small picture: before its name in a guess row, a
 * suggestion, an admin table. Decorative (the name is always beside it), lazy below
 * the fold, and the default plate for a dish without one.
 */
import { DEFAULT_ICON, ICON_SIZES, iconUrl, type IconSize } from '../../core/icon-url.ts';

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
      className={`dish-icon dish-icon-${size} ${className}`.trim()}
      src={iconUrl(chosen, size)}
      srcSet={`${iconUrl(chosen, size, 2)} 2x`}
      width={px}
      height={px}
      alt=""
      aria-hidden="true"
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
