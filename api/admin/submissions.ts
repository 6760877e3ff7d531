/**
 * Food submissions from the public, kept in the records store (<dataDir>/submissions.json,
 * or PostgreSQL). A submission is pending until an admin approves it (it becomes a
 * food file through the content writer) or rejects it; a rejected one can be re-approved.
 * Deleting an account anonymises its submissions that stay (pending, approved) and deletes
 * its rejected ones, as the terms promise.
 */
import { z } from 'zod';
import { SCORED_CATEGORIES, type ScoredCategory } from '../../core/categories.ts';
import type { AccountDeletedHook } from '../accounts/account-deleted.ts';
import { recordsFrom } from '../stores/open-records.ts';
import type { RecordStore } from '../stores/records.ts';
import { MAX_DISH_NAME, oneLine } from '../../core/schemas/text.ts';
import { toList } from '../http/list-input.ts';

/** The submissions file's name inside the data directory. */
export const SUBMISSIONS_FILE = 'submissions.json';

/** The states of a submission (admin.md section 4). */
export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The review note of a re-approval when the admin gives none. */
export const REAPPROVED_NOTE = 'Re-approved';

/**
 * The most dishes one submitter (an account, or a visitor's household: api/http/household.ts)
 * may have waiting for review; each is at most a request body (64 KiB). A review makes room.
 */
export const PENDING_PER_SUBMITTER = 20;

/** The answer to a submitter with PENDING_PER_SUBMITTER dishes waiting. */
export const PENDING_FULL_MESSAGE =
  `You have ${PENDING_PER_SUBMITTER} dishes waiting for review. Please wait until they are reviewed before ` +
  'sending more.';

/** The longest text accepted in one field, and the most values in one list. */
const MAX_TEXT = 200;
const MAX_ITEMS = 60;
const MAX_DESCRIPTION = 20_000;

const item = oneLine().pipe(z.string().max(MAX_TEXT, `at most ${MAX_TEXT} characters`));
/** A dish's name: a list value that becomes a file name, so no longer than content allows. */
const dishName = item.pipe(z.string().max(MAX_DISH_NAME, `at most ${MAX_DISH_NAME} characters`));
const list = z.preprocess(
  toList,
  z.array(item, { error: 'expected a list' }).max(MAX_ITEMS, `at most ${MAX_ITEMS} values`),
);
const requiredList = z.preprocess(
  toList,
  z
    .array(item, { error: 'expected a list' })
    .min(1, 'needs at least one value')
    .max(MAX_ITEMS, `at most ${MAX_ITEMS} values`),
);
const optionalText = (max: number) =>
  z
    .string({ error: 'expected text' })
    .trim()
    .max(max, `at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * What a player submits (POST /api/public/food-submissions): the spec's required fields
 * (name, origin, regions, ingredients, cooking methods, course, diet, dish category, food
 * groups) plus main ingredients, and an optional description and name to show.
 */
export const SubmissionInput = z.object({
  /** The dish's name. */
  name: dishName,
  /** Countries of origin. */
  origin: requiredList,
  /** Regions where it is popular. */
  regions: requiredList,
  /** The main ingredients (become key_ingredients). */
  main_ingredients: requiredList,
  /** Every ingredient. */
  ingredients: requiredList,
  /** How it is cooked (becomes preparation_method). */
  cooking_method: requiredList,
  /** When it is eaten (becomes course_placement); one value or several. */
  course: requiredList,
  /** Vegetarian, Vegan, Meat-based or Pescatarian (becomes dietary_identity). */
  diet_classification: requiredList,
  /** What kind of dish (becomes core_components unless the admin sets those). */
  dish_category: requiredList,
  /** Protein, Grains, Vegetables ... */
  food_groups: requiredList,
  /** Optional description, with the game's light markup. */
  description: optionalText(MAX_DESCRIPTION),
  /** Optional name shown to admins; 'Anonymous' when absent. */
  submitter_name: optionalText(100),
});
export type SubmissionInput = z.output<typeof SubmissionInput>;

/**
 * The food fields an admin may fill in on a submission before approving it (the edit
 * form): the scored categories, in board order, but origin and regions, which the
 * submission has under its own names.
 */
export const SUBMISSION_FOOD_FIELDS = SCORED_CATEGORIES.filter(
  (c): c is SubmissionFoodField => c !== 'origin' && c !== 'regions',
);
export type SubmissionFoodField = Exclude<ScoredCategory, 'origin' | 'regions'>;

/** One schema per submission food field, for spreading into an object schema. */
function foodFieldsOf<T extends z.ZodType>(schema: T): Record<SubmissionFoodField, T> {
  return Object.fromEntries(SUBMISSION_FOOD_FIELDS.map((f) => [f, schema])) as Record<SubmissionFoodField, T>;
}

/** One stored submission (admin.md section 3). */
export const SubmissionSchema = z.object({
  /** Increasing whole number. */
  id: z.number().int().positive(),
  name: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  origin: z.array(z.string()),
  regions: z.array(z.string()),
  course: z.array(z.string()),
  cooking_method: z.array(z.string()),
  diet_classification: z.array(z.string()),
  dish_category: z.array(z.string()),
  food_groups: z.array(z.string()),
  main_ingredients: z.array(z.string()),
  ingredients: z.array(z.string()),
  description: z.string().nullable().default(null),
  /** An image file name under content/images/ an admin attached; null when none. */
  image: z.string().nullable().default(null),
  /** What the submitter chose to be called; null shows as Anonymous. */
  submitter_name: z.string().nullable().default(null),
  /** The signed-in submitter's user id, or null. */
  submitted_by: z.string().nullable().default(null),
  /** ISO time received. */
  submitted_at: z.string(),
  /** Username of the admin who approved or rejected it. */
  reviewed_by: z.string().nullable().default(null),
  reviewed_at: z.string().nullable().default(null),
  review_notes: z.string().nullable().default(null),
  /** True once an admin reported it (and blocked its IP). */
  reported: z.boolean().default(false),
  /** The submitter's IP, for blocking a spammer; null once anonymised. */
  ip: z.string().nullable().default(null),
  /** The slug of the food it became, once approved. */
  food_slug: z.string().nullable().default(null),
  /** Food fields the admin filled in (lists), used on approval. */
  ...foodFieldsOf(z.array(z.string()).default([])),
});
export type Submission = z.output<typeof SubmissionSchema>;

/** The submissions collection (<dataDir>/submissions.json, or PostgreSQL). */
export const SUBMISSIONS = {
  name: 'submissions',
  file: SUBMISSIONS_FILE,
  schema: SubmissionSchema,
  numericIds: true,
} as const;

/**
 * The PUT /api/admin/food-submissions/:id body: any of the submission's fields and the
 * food fields of the edit form; lists are coerced to arrays (comma text or JSON text too).
 */
export const SubmissionEdit = z
  .object({
    name: dishName.optional(),
    origin: list.optional(),
    regions: list.optional(),
    course: list.optional(),
    cooking_method: list.optional(),
    diet_classification: list.optional(),
    dish_category: list.optional(),
    food_groups: list.optional(),
    main_ingredients: list.optional(),
    ingredients: list.optional(),
    description: optionalText(MAX_DESCRIPTION).optional(),
    image: optionalText(MAX_TEXT).optional(),
    submitter_name: optionalText(100).optional(),
    review_notes: optionalText(2000).optional(),
    ...foodFieldsOf(list.optional()),
  })
  // The spec's client sends the whole record back; fields it may not change are ignored.
  .strip();
export type SubmissionEdit = z.output<typeof SubmissionEdit>;

/** Why a submission change was refused; `status` is the HTTP status. */
export class SubmissionError extends Error {
  readonly status: 400 | 404 | 409;
  constructor(status: SubmissionError['status'], message: string) {
    super(message);
    this.status = status;
  }
}

/** Who reviews, and when. */
export interface Review {
  by: string;
  at: Date;
  notes: string | null;
}

/** The submissions, read and changed through the records store. */
export interface SubmissionStore {
  add(input: SubmissionInput, meta: { ip: string | null; userId: string | null; now: Date }): Promise<Submission>;
  list(status?: SubmissionStatus | 'all'): Promise<Submission[]>;
  get(id: number): Promise<Submission | undefined>;
  update(id: number, edit: SubmissionEdit): Promise<Submission>;
  /** Marks it approved (from pending or rejected) once its food is in the content. */
  approve(id: number, review: Review, foodSlug: string): Promise<Submission>;
  /** Marks a pending one rejected. */
  reject(id: number, review: Review): Promise<Submission>;
  markReported(id: number): Promise<Submission>;
  remove(id: number): Promise<Submission>;
  /** Deletes every rejected submission; answers how many went. */
  removeRejected(): Promise<number>;
  /** Anonymises a deleted user's submissions and deletes their rejected ones; answers both counts. */
  forgetUser(userId: string): Promise<{ anonymised: number; deleted: number }>;
}

const notFound = (id: number) => new SubmissionError(404, `No submission with id ${id}`);

/** The submission store of a records store (or of a data directory's lowdb files). */
export function createSubmissionStore(source: string | RecordStore): SubmissionStore {
  const submissions = recordsFrom(source).collection(SUBMISSIONS);
  async function change(id: number, edit: (record: Submission) => void): Promise<Submission> {
    const record = await submissions.update(id, edit);
    if (!record) throw notFound(id);
    return record;
  }
  return {
    add(input, meta) {
      return submissions.insert((id) =>
        SubmissionSchema.parse({
          ...input,
          id,
          status: 'pending',
          submitted_by: meta.userId,
          submitted_at: meta.now.toISOString(),
          ip: meta.ip,
        }),
      );
    },
    async list(status = 'pending') {
      const all = await submissions.list();
      const chosen = status === 'all' ? all : all.filter((s) => s.status === status);
      // Newest first: the review queue shows what arrived last on top.
      return chosen.sort((a, b) => b.id - a.id);
    },
    get: (id) => submissions.get(id),
    update(id, edit) {
      return change(id, (record) => {
        for (const [key, value] of Object.entries(edit))
          if (value !== undefined) (record as Record<string, unknown>)[key] = value;
      });
    },
    approve(id, review, foodSlug) {
      return change(id, (record) => {
        if (record.status === 'approved') throw new SubmissionError(409, `Submission ${id} is already approved`);
        Object.assign(record, {
          status: 'approved',
          reviewed_by: review.by,
          reviewed_at: review.at.toISOString(),
          review_notes: review.notes,
          food_slug: foodSlug,
        });
      });
    },
    reject(id, review) {
      return change(id, (record) => {
        if (record.status !== 'pending')
          throw new SubmissionError(
            409,
            `Submission ${id} is ${record.status}; only a pending submission can be rejected`,
          );
        Object.assign(record, {
          status: 'rejected',
          reviewed_by: review.by,
          reviewed_at: review.at.toISOString(),
          review_notes: review.notes,
        });
      });
    },
    markReported(id) {
      return change(id, (record) => {
        record.reported = true;
      });
    },
    async remove(id) {
      const record = await submissions.remove(id);
      if (!record) throw notFound(id);
      return record;
    },
    async removeRejected() {
      return (await submissions.removeWhere((s) => s.status === 'rejected')).length;
    },
    async forgetUser(userId) {
      const deleted = await submissions.removeWhere((s) => s.submitted_by === userId && s.status === 'rejected');
      const anonymised = await submissions.updateWhere(
        (s) => s.submitted_by === userId,
        (s) => {
          s.submitted_by = null;
          s.submitter_name = null;
          s.ip = null;
        },
      );
      return { anonymised: anonymised.length, deleted: deleted.length };
    },
  };
}

/**
 * The account-deletion hook (the terms: accepted submissions anonymised and kept,
 * rejected ones deleted). Pending ones are anonymised too and stay in the review queue.
 * Safe to repeat.
 */
export const forgetSubmissionsOfDeletedUser: AccountDeletedHook = async ({ user, records }) => {
  await createSubmissionStore(records).forgetUser(user.id);
};
