/** content/affiliate.yaml: the affiliate products the carousel shows. */
import { z } from 'zod';

export const AffiliateProductSchema = z.strictObject({
  /** Stable id, used in admin URLs. */
  id: z.number().int().positive(),
  /** Product title; required. */
  title: z.string().trim().min(1, 'Title is required'),
  /** The shopping-site link; must be a URL. */
  link: z.url({ error: 'must be a URL' }),
  /** Image URL, if any; the carousel shows 'Image not currently available' without. */
  image: z.string().optional(),
  /** Tags matched against food tags and keyword mappings. Default []. */
  tags: z.array(z.string().trim().min(1)).default([]),
  /** Shown in the public list only when true. Default true. */
  is_active: z.boolean().default(true),
  /** ISO time of creation. */
  created_at: z.string().optional(),
});
export type AffiliateProduct = z.output<typeof AffiliateProductSchema>;

export const AffiliateFileSchema = z.strictObject({
  products: z.array(AffiliateProductSchema).default([]),
});
