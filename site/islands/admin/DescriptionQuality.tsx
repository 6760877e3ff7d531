/**
 * The description quality check of the food editor: the score from core/description-
 * quality.ts (0 to 100, green from 80, orange from 60, else red), the word count against
 * the 300 to 800 target, and which criteria are met. Colour is never the only signal:
 * the score and a word for its band are written out.
 */
import { descriptionQuality, TARGET_WORDS } from '../../../core/description-quality.ts';

const BAND_WORDS = { green: 'good', orange: 'fair', red: 'needs work' } as const;

/** The score of `text`, its band in words and the criteria met. */
export function DescriptionQuality({ text }: { text: string }) {
  const q = descriptionQuality(text);
  return (
    <div className="quality" data-testid="description-quality">
      <p>
        <span className={`quality-score quality-${q.color}`} data-color={q.color}>
          Quality {q.score}/100 ({BAND_WORDS[q.color]})
        </span>{' '}
        <span className="muted small">
          {q.words} words; aim for {TARGET_WORDS.min} to {TARGET_WORDS.max}.
        </span>
      </p>
      <p className="muted small">
        The score rewards length ({TARGET_WORDS.min} to {TARGET_WORDS.max} words), paragraphs, bullet lists, **bold**
        and *italic*; each met below adds its points.
      </p>
      <ul className="quality-checks small">
        {q.checks.map((c) => (
          <li key={c.key} className={c.met ? 'met' : 'unmet'}>
            <span aria-hidden="true">{c.met ? '✓' : '○'}</span> {c.label} <span className="muted">(+{c.points})</span>
            <span className="visually-hidden">{c.met ? ' met' : ' not met'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
