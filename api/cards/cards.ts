/**
 * Result cards (`/r/<id>`): what a player shares, kept as a record in the records store
 * (one small file per card under `DATA_DIR/cards/` with lowdb, a row in PostgreSQL). A
 * card's id is a hash of what it shows, so the same result gives the same link, and a
 * link changed by hand names no card (96 bits): nobody can turn a link into another
 * player's grid. A card holds no name: the day, the colours, the tries, hard mode, the streak.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ResultCard } from '../../core/share.ts';
import { IsoDate } from '../../core/schemas/calendar.ts';
import { recordsFrom } from '../stores/open-records.ts';
import type { RecordStore } from '../stores/records.ts';

/** Guesses a card may hold; the game has no limit, but a longer card is not a result anyone shares. */
export const RESULT_CARD_MAX_ROWS = 60;
/** The longest streak a card may claim (some 27 years of days). */
export const RESULT_CARD_MAX_STREAK = 10_000;

/** POST /api/result-cards: the card as the game shares it. */
export const ResultCardBody = z.object({
  /** The day played: a calendar day up to today. */
  date: IsoDate,
  /** Each guess's colours, nine letters g, y or r (core/share.ts rowLetters); 1 to 60 rows. */
  rows: z
    .array(z.string().regex(/^[gyr]{9}$/, 'expected nine letters g, y or r'), { error: 'expected a list of rows' })
    .min(1, 'at least one row')
    .max(RESULT_CARD_MAX_ROWS, `at most ${RESULT_CARD_MAX_ROWS} rows`),
  /** Won: then the last row is all green. */
  solved: z.boolean({ error: 'expected true or false' }),
  /** Played in hard mode. Default false. */
  hard: z.boolean({ error: 'expected true or false' }).default(false),
  /** The streak the game showed. Default 0. */
  streak: z
    .number({ error: 'expected a whole number' })
    .int('expected a whole number')
    .min(0, 'at least 0')
    .max(RESULT_CARD_MAX_STREAK, `at most ${RESULT_CARD_MAX_STREAK}`)
    .default(0),
});

const CardRecordSchema = ResultCardBody.extend({
  id: z.string(),
  /** ISO time the card was first made. */
  created_at: z.string(),
});
export type CardRecord = z.output<typeof CardRecordSchema>;

export const RESULT_CARDS = {
  name: 'result_cards',
  file: 'cards',
  schema: CardRecordSchema,
  perRecordFiles: true,
} as const;

/** The id of a card: 16 base64url characters of the SHA-256 of its content. */
export function resultCardId(card: ResultCard): string {
  const canonical = JSON.stringify([card.date, card.rows, card.solved, card.hard, card.streak]);
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 16);
}

export interface ResultCardStore {
  get(id: string): Promise<CardRecord | undefined>;
  /** Keeps the card (once: the same card twice is the same record); answers its record. */
  save(card: ResultCard, now: Date): Promise<CardRecord>;
}

export function createResultCardStore(source: string | RecordStore): ResultCardStore {
  const cards = recordsFrom(source).collection(RESULT_CARDS);
  return {
    get: (id) => cards.get(id),
    async save(card, now) {
      const id = resultCardId(card);
      return cards.upsert(id, (current) => current ?? { ...card, id, created_at: now.toISOString() });
    },
  };
}
