/** content/tags.yaml: food tags and keyword-to-product-tag mappings (the tag manager). */
import { z } from './zod.ts';
import { oneLine } from './text.ts';

export const CONNECTION_TYPES = ['direct', 'indirect', 'cultural', 'functional'] as const;

export const FoodTagSchema = z.strictObject({
  /** The food's name. */
  food_name: oneLine(),
  /** Product tags for the food. */
  tags: z.array(oneLine()).default([]),
});
export type FoodTag = z.output<typeof FoodTagSchema>;

export const KeywordMappingSchema = z.strictObject({
  id: z.number().int().positive(),
  /** A word found in foods (an ingredient, a cuisine). Required. */
  keyword: oneLine('Keyword is required'),
  /** The product tag it points to. Required. */
  product_tag: oneLine('Product tag is required'),
  /** 1 (weak) to 5 (strong). Default 1. */
  connection_strength: z.number().int().min(1, 'Strength must be 1 to 5').max(5, 'Strength must be 1 to 5').default(1),
  /** Default direct. */
  connection_type: z.enum(CONNECTION_TYPES).default('direct'),
});
export type KeywordMapping = z.output<typeof KeywordMappingSchema>;

export const TagsFileSchema = z.strictObject({
  food_tags: z.array(FoodTagSchema).default([]),
  keyword_mappings: z.array(KeywordMappingSchema).default([]),
});
export type TagsFile = z.output<typeof TagsFileSchema>;
