/**
 * Dish pictures in the browser: the manifest of built variants (/data/images.json,
 * written by the build from core/node/images.ts), fetched once when a picture is first
 * needed, and the srcset of an entry.
 */
import { useEffect, useState } from 'react';
import type { ImageManifest, ImageManifestEntry } from '../../core/node/images.ts';

/** The URL folder of the variants under the site root. */
export const IMAGE_URL_BASE = '/images/generated';

let manifest: Promise<ImageManifest> | undefined;

function loadManifest(): Promise<ImageManifest> {
  manifest ??= fetch('/data/images.json')
    .then((r) => (r.ok ? (r.json() as Promise<ImageManifest>) : {}))
    .catch(() => ({}));
  return manifest;
}

/** The manifest entry of an original: undefined while loading, null when the build made no variants of it. */
export function useImageEntry(file: string | undefined): ImageManifestEntry | null | undefined {
  const [entry, setEntry] = useState<ImageManifestEntry | null | undefined>(undefined);
  useEffect(() => {
    if (!file) return;
    let live = true;
    void loadManifest().then((m) => live && setEntry(m[file] ?? null));
    return () => {
      live = false;
    };
  }, [file]);
  return entry;
}

/** The srcset of one format of an entry. */
export function srcSet(entry: ImageManifestEntry, format: 'avif' | 'webp'): string {
  return entry.variants.map((v) => `${IMAGE_URL_BASE}/${encodeURIComponent(v[format])} ${v.width}w`).join(', ');
}

/** A fallback src: the variant closest to 640 px wide, WebP. */
export function fallbackSrc(entry: ImageManifestEntry): string {
  const best = [...entry.variants].sort((a, b) => Math.abs(a.width - 640) - Math.abs(b.width - 640))[0];
  return best ? `${IMAGE_URL_BASE}/${encodeURIComponent(best.webp)}` : '';
}
