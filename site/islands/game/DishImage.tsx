/**
 * A dish's picture from its built AVIF/WebP variants, or the plate placeholder when the
 * dish has no image (or its variants are missing).
 */
import { PlatePlaceholder } from '../../components/ResultIcons.tsx';
import { fallbackSrc, srcSet, useImageEntry } from '../../lib/images.ts';

export function DishImage({ name, image, sizes, eager }: { name: string; image?: string | undefined; sizes: string; eager?: boolean }) {
  const entry = useImageEntry(image);
  if (!image || entry === null || entry?.variants.length === 0) return <PlatePlaceholder className="dish-img placeholder" label={`No image of ${name}`} />;
  if (entry === undefined) return <span className="dish-img loading-img" role="img" aria-label={name} />;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(entry, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(entry, 'webp')} sizes={sizes} />
      <img className="dish-img" src={fallbackSrc(entry)} alt={name} loading={eager ? 'eager' : 'lazy'} decoding="async" width={entry.width} height={entry.height} />
    </picture>
  );
}
