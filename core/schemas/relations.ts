/**
 * content/relations.yaml: per scored category, groups of values that count as related
 * (a close, yellow match) though not equal: hot ~ warm, Fried ~ Pan Fried ~ Deep Fried.
 */
import { z } from './zod.ts';
import { SCORED_CATEGORIES } from '../categories.ts';

/** One group: two or more values that are related to each other. */
const RelationGroup = z.array(z.string().trim().min(1)).min(2, 'a group needs at least two values');

export const RelationsSchema = z.partialRecord(z.enum(SCORED_CATEGORIES), z.array(RelationGroup));
export type Relations = z.output<typeof RelationsSchema>;
