/**
 * content/vocabulary.yaml: decisions about the shared vocabulary of free-text values.
 * `platter validate` warns when two values look like spellings of one word ('chili pepper'
 * and 'chile pepper'); a pair that really names two things ('pasta' and 'paste') is
 * listed here once so that the warning stops.
 */
import { z } from './zod.ts';

/** Two values that look alike but are different things; compared after normalisation. */
const DistinctPair = z
  .array(z.string({ error: 'expected text' }).trim().min(1, 'must not be empty'), { error: 'expected a pair [a, b]' })
  .length(2, 'a pair lists exactly two values');

export const VocabularyFileSchema = z.strictObject({
  /** Pairs of values that are not near-duplicate spellings of each other. Default []. */
  distinct: z.array(DistinctPair, { error: 'expected a list of pairs' }).default([]),
});
export type VocabularyFile = z.output<typeof VocabularyFileSchema>;
