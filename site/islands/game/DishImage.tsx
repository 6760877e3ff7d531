/**
 * A dish's picture: its photo from the built AVIF/WebP variants when it has one, else its
 * icon (core/icons.ts) large on a plate-coloured ground, else the default icon.
 */
import { DEFAULT_ICON, ICON_SIZES, iconUrl } from '../../../core/icon-url.ts';
import { fallbackSrc, srcSet, useImageEntry } from '../../lib/images.ts';

function IconPicture({ name, icon, eager }: { name: string; icon: string | undefined; eager?: boolean | undefined }) {
  const chosen = icon || DEFAULT_ICON;
  return (
    <span className="dish-img dish-img-icon" role="img" aria-label={name}>
      <img
        src={iconUrl(chosen, 'card')}
        srcSet={`${iconUrl(chosen, 'card', 2)} 2x`}
        alt=""
        width={ICON_SIZES.card}
        height={ICON_SIZES.card}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </span>
  );
}

export function DishImage({
  name,
  image,
  icon,
  sizes,
  eager,
}: {
  name: string;
  image?: string | undefined;
  icon?: string | undefined;
  sizes: string;
  eager?: boolean;
}) {
  const entry = useImageEntry(image);
  if (!image || entry === null || entry?.variants.length === 0)
    return <IconPicture name={name} icon={icon} eager={eager} />;
  if (entry === undefined) return <span className="dish-img loading-img" role="img" aria-label={name} />;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(entry, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(entry, 'webp')} sizes={sizes} />
      <img
        className="dish-img"
        src={fallbackSrc(entry)}
        alt={name}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        width={entry.width}
        height={entry.height}
      />
    </picture>
  );
}
