/** content/affiliate.yaml: the affiliate products the carousel shows. */
import { z } from './zod.ts';
import { oneLine, webUrl } from './text.ts';

export const AffiliateProductSchema = z.strictObject({
  /** Stable id, used in admin URLs. */
  id: z.number().int().positive(),
  /** Product title; required. */
  title: oneLine('Title is required'),
  /** The shopping-site link; an http(s) URL. */
  link: webUrl,
  /** Image URL (http or https), if any; the carousel shows 'Image not currently available' without. */
  image: webUrl.optional(),
  /** Tags matched against food tags and keyword mappings. Default []. */
  tags: z.array(oneLine()).default([]),
  /** Shown in the public list only when true. Default true. */
  is_active: z.boolean().default(true),
  /** ISO time of creation. */
  created_at: z.string().optional(),
});
export type AffiliateProduct = z.output<typeof AffiliateProductSchema>;

export const AffiliateFileSchema = z.strictObject({
  products: z.array(AffiliateProductSchema).default([]),
});
