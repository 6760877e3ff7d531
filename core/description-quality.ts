/**
 * The description quality check of the food editor (admin.md section 5): a score from 0
 * to 100 that nudges an admin towards a description of 300 to 800 words that uses the
 * markup players see (bold, italic, bullets, paragraphs). The markup is read with
 * core/markup's parser, so the score counts exactly what the game will render.
 */
import { parseDescription, type Block, type Inline } from './markup.ts';

/** The points of each criterion; they add up to 100. */
export const QUALITY_POINTS = {
  /** More than 300 words. */
  over300Words: 20,
  /** More than 500 words (on top of the 300-word points). */
  over500Words: 15,
  /** More than 800 words (on top of both). */
  over800Words: 10,
  /** At least one **bold** run. */
  bold: 15,
  /** At least one *italic* run. */
  italic: 10,
  /** At least one '-' bullet list. */
  bullets: 15,
  /** Two or more paragraphs (bullet lists not counted). */
  paragraphs: 15,
} as const;

/** The length the editor asks for, in words. */
export const TARGET_WORDS = { min: 300, max: 800 } as const;

/** The colour thresholds: green from 80, orange from 60, red below. */
export const QUALITY_COLOR_THRESHOLDS = { green: 80, orange: 60 } as const;

/** How the score is shown. */
export type QualityColor = 'green' | 'orange' | 'red';

/** One criterion and whether the description meets it. */
export interface QualityCheck {
  /** Which criterion (a key of QUALITY_POINTS). */
  key: keyof typeof QUALITY_POINTS;
  /** What the editor shows next to it. */
  label: string;
  /** The points it is worth. */
  points: number;
  met: boolean;
}

/** The editor's verdict on one description. */
export interface DescriptionQuality {
  /** 0 to 100. */
  score: number;
  color: QualityColor;
  /** Words of the rendered text (markers such as '**' and '- ' not counted). */
  words: number;
  /** Every criterion in the order the editor lists them. */
  checks: QualityCheck[];
}

function inlinesOf(blocks: readonly Block[]): Inline[] {
  return blocks.flatMap((b) => (b.type === 'paragraph' ? b.inlines : b.items.flat()));
}

/** Words of the rendered text: runs of letters or digits, with inner apostrophes and hyphens. */
function countWords(inlines: readonly Inline[]): number {
  const text = inlines.map((i) => i.text).join(' ');
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** The colour of a score: green at 80 or more, orange at 60 or more, else red. */
export function qualityColor(score: number): QualityColor {
  if (score >= QUALITY_COLOR_THRESHOLDS.green) return 'green';
  if (score >= QUALITY_COLOR_THRESHOLDS.orange) return 'orange';
  return 'red';
}

/** Scores a description by the spec's rules; an empty one scores 0. */
export function descriptionQuality(text: string): DescriptionQuality {
  const blocks = parseDescription(text);
  const inlines = inlinesOf(blocks);
  const words = countWords(inlines);
  const checks: QualityCheck[] = [
    {
      key: 'over300Words',
      label: `More than ${TARGET_WORDS.min} words`,
      points: QUALITY_POINTS.over300Words,
      met: words > 300,
    },
    { key: 'over500Words', label: 'More than 500 words', points: QUALITY_POINTS.over500Words, met: words > 500 },
    {
      key: 'over800Words',
      label: `More than ${TARGET_WORDS.max} words`,
      points: QUALITY_POINTS.over800Words,
      met: words > 800,
    },
    { key: 'bold', label: 'Uses **bold**', points: QUALITY_POINTS.bold, met: inlines.some((i) => i.bold) },
    { key: 'italic', label: 'Uses *italic*', points: QUALITY_POINTS.italic, met: inlines.some((i) => i.italic) },
    {
      key: 'bullets',
      label: "Has a '-' bullet list",
      points: QUALITY_POINTS.bullets,
      met: blocks.some((b) => b.type === 'list'),
    },
    {
      key: 'paragraphs',
      label: 'Has more than one paragraph',
      points: QUALITY_POINTS.paragraphs,
      met: blocks.filter((b) => b.type === 'paragraph').length > 1,
    },
  ];
  const score = checks.reduce((sum, c) => sum + (c.met ? c.points : 0), 0);
  return { score, color: qualityColor(score), words, checks };
}

/** The one description target, in words: what the editor, review, audit and the docs ask for. */
export const DESCRIPTION_TARGET_TEXT =
  `${TARGET_WORDS.min}–${TARGET_WORDS.max} words and a quality ` + `score of ${QUALITY_COLOR_THRESHOLDS.green} (green)`;

/** Whether a description reaches the target: its quality score is green. */
export function meetsDescriptionTarget(quality: Pick<DescriptionQuality, 'score'>): boolean {
  return quality.score >= QUALITY_COLOR_THRESHOLDS.green;
}
