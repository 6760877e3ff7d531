/**
 * The win / give-up view: the heading, the answer's image and name, the daily sign-off,
 * Share Results, Show/Hide Results (the board), the description in its light markup
 * (rendered as React text, never as HTML), the carousel, the warning box and the
 * browser of all foods. Loaded only when a game ends.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { parseDescription, type Inline } from '../../../core/markup.ts';
import type { FoodRecord } from '../../../core/schemas/food.ts';
import type { IndexedFood } from '../../../core/food-index.ts';
import type { CellColor } from '../../../core/scoring.ts';
import { fallbackShareText, shareText } from '../../../core/share.ts';
import { ShareIcon } from '../../components/ResultIcons.tsx';
import { Modal } from '../../components/Modal.tsx';
import { OnVisible } from '../../components/OnVisible.tsx';
import { shareResults } from '../../lib/share.ts';
import { usePreferences } from '../../lib/use-preferences.ts';
import { DishImage } from './DishImage.tsx';
import { DayNumbers } from './DayNumbers.tsx';
import { YesterdaysDish } from './YesterdaysDish.tsx';
import { emit } from '../../lib/events.ts';
import { winHeading, winVerdict } from '../../lib/results-words.ts';
import { injectStyle } from '../../lib/inject-style.ts';
import resultsCss from './results.css?inline';

injectStyle('platter-results-css', resultsCss);

const Carousel = lazy(() => import('./Carousel.tsx'));

function InlineText({ inlines }: { inlines: Inline[] }) {
  return (
    <>
      {inlines.map((i, k) => {
        let node: ReactNode = i.text;
        if (i.italic) node = <em>{node}</em>;
        if (i.bold) node = <strong>{node}</strong>;
        return <span key={k}>{node}</span>;
      })}
    </>
  );
}

function Block({ block }: { block: ReturnType<typeof parseDescription>[number] }) {
  return block.type === 'paragraph' ? (
    <p>
      <InlineText inlines={block.inlines} />
    </p>
  ) : (
    <ul>
      {block.items.map((item, j) => (
        <li key={j}>
          <InlineText inlines={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A description's blocks as paragraphs and lists: the first paragraph (what the dish is)
 * in view, the rest (history, how it is made and eaten, relatives) folded under "Read more",
 * so a 500-word text does not push everything else off a phone's screen.
 */
export function Description({ text, name }: { text: string; name: string }) {
  const blocks = parseDescription(text);
  if (blocks.length === 0) return null;
  const [first, ...rest] = blocks as [(typeof blocks)[number], ...typeof blocks];
  return (
    <div className="description">
      <Block block={first} />
      {rest.length > 0 ? (
        <details className="description-more">
          <summary>Read more about {name}</summary>
          {rest.map((b, k) => (
            <Block key={k} block={b} />
          ))}
        </details>
      ) : null}
    </div>
  );
}

/** Cards shown per "Show more" step: the list grows on demand instead of drawing every food at once. */
const BROWSER_PAGE = 48;

function FoodBrowser({ foods, onImage }: { foods: IndexedFood[]; onImage: (f: IndexedFood) => void }) {
  const [open, setOpen] = useState(false);
  const [details, setDetails] = useState(false);
  const [shown, setShown] = useState(BROWSER_PAGE);
  const sorted = [...foods].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <section className="food-browser" aria-labelledby="browser-title">
      <h2 id="browser-title" className="visually-hidden">
        All foods
      </h2>
      <button type="button" className="btn btn-secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Browse all {foods.length} foods currently in the game
      </button>
      {open ? (
        <>
          <div className="browser-tools">
            <button
              type="button"
              className="btn btn-ghost btn-small"
              aria-pressed={details}
              onClick={() => setDetails((d) => !d)}
            >
              {details ? 'Hide Details' : 'Show Details'}
            </button>
          </div>
          <ul className="food-grid">
            {sorted.slice(0, shown).map((f) => (
              <li key={f.slug} className="food-card">
                <button
                  type="button"
                  className="food-card-img"
                  onClick={() => onImage(f)}
                  aria-label={`Enlarge the picture of ${f.name}`}
                >
                  <DishImage name={f.name} image={f.image} icon={f.icon} sizes="(max-width: 600px) 45vw, 200px" />
                </button>
                <h3>{f.name}</h3>
                <p className="muted">{f.origin.join(', ')}</p>
                {details ? (
                  <dl className="food-details">
                    <dt>Key ingredients</dt>
                    <dd>{f.key_ingredients.join(', ')}</dd>
                    <dt>Preparation</dt>
                    <dd>{f.preparation_method.join(', ')}</dd>
                    <dt>Course</dt>
                    <dd>{f.course_placement.join(', ')}</dd>
                  </dl>
                ) : null}
              </li>
            ))}
          </ul>
          {shown < sorted.length ? (
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => setShown((n) => n + BROWSER_PAGE)}
            >
              Show more foods ({sorted.length - shown} left)
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export interface ResultsProps {
  answer: FoodRecord;
  challengeNumber: number;
  /** The challenge's date, for the day's numbers. */
  date: string;
  /** The date is today (in New York): the words say "today". */
  isToday: boolean;
  /** Each guess's colours in board order, oldest first: the share grid (and the count in the heading). */
  rowColors: CellColor[][];
  hasGivenUp: boolean;
  daily: boolean;
  /** A practice game: no day, no day's numbers, a share text that says practice. */
  practice?: boolean;
  /** Practice: starts another dish. */
  onNewDish?: () => void;
  /** Every dish, from the scoring index (no descriptions). */
  foods: IndexedFood[];
  /** The board, shown at first; Hide Results folds it away. */
  board: ReactNode;
  /** Move keyboard focus to the heading (the game just ended on this page). */
  focusOnMount?: boolean;
  /** The "dishes still fit" count showed during the game: the share text says so. */
  stillFit?: boolean;
}

export default function Results({
  answer,
  challengeNumber,
  date,
  isToday,
  rowColors,
  hasGivenUp,
  daily,
  practice = false,
  onNewDish,
  foods,
  board,
  focusOnMount,
  stillFit = false,
}: ResultsProps) {
  const guessCount = rowColors.length;
  const { palette } = usePreferences();
  const onShare = () => {
    const url = `${window.location.origin}${practice ? '/practice' : daily ? '/' : `/archive/${challengeNumber}`}`;
    const number = practice ? undefined : challengeNumber;
    let text: string;
    try {
      text = shareText({ rows: rowColors, challengeNumber: number, hasGivenUp, url, palette, stillFit });
    } catch {
      text = fallbackShareText(number, guessCount, url);
    }
    void shareResults(text);
  };
  // The board stays in view on the results (Hide Results folds it away).
  const [showBoard, setShowBoard] = useState(true);
  const verdict = hasGivenUp ? undefined : winVerdict(guessCount);
  const [enlarged, setEnlarged] = useState<IndexedFood | undefined>(undefined);
  const onImage = setEnlarged;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <section className="results card" aria-labelledby="results-title">
      <h2 id="results-title" ref={heading} className="results-title" tabIndex={-1}>
        {hasGivenUp ? 'The Answer Was:' : winHeading(guessCount)}
      </h2>
      {verdict ? <p className={`win-verdict win-${verdict.tier}`}>{verdict.text}</p> : null}
      <div className="results-dish">
        <button
          type="button"
          className="results-img"
          onClick={() => onImage(answer)}
          aria-label={`Enlarge the picture of ${answer.name}`}
        >
          <DishImage
            name={answer.name}
            image={answer.image}
            icon={answer.icon}
            sizes="(max-width: 600px) 90vw, 420px"
            eager
          />
        </button>
        <div>
          <p className="results-name">{answer.name}</p>
          <p className="muted">{answer.origin.join(', ')}</p>
          {daily ? <p className="come-back">Come back tomorrow for a new challenge!</p> : null}
          <div className="button-row">
            {onNewDish ? (
              <button type="button" className="btn" onClick={onNewDish}>
                New dish
              </button>
            ) : null}
            <button type="button" className={onNewDish ? 'btn btn-secondary' : 'btn'} onClick={onShare}>
              <ShareIcon width={18} height={18} /> Share Results
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              aria-expanded={showBoard}
              onClick={() => setShowBoard((s) => !s)}
            >
              {showBoard ? 'Hide Results' : 'Show Results'}
            </button>
            {daily ? (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => emit('platter:open', { modal: 'stats' })}
              >
                Your statistics
              </button>
            ) : null}
          </div>
          {practice ? null : <DayNumbers date={date} isToday={isToday} tries={guessCount} won={!hasGivenUp} />}
          {daily && isToday ? <YesterdaysDish today={date} /> : null}
        </div>
      </div>
      {showBoard ? <div className="results-board">{board}</div> : null}
      <Description text={answer.description} name={answer.name} />
      <OnVisible>
        <Suspense fallback={null}>
          <Carousel />
        </Suspense>
      </OnVisible>
      <aside className="warning-box" aria-label="Please note">
        <strong>Please note:</strong> dishes vary from cook to cook and from region to region. The ingredients here are
        typical, not complete: check with the cook if you have an allergy or a dietary need.
      </aside>
      <FoodBrowser foods={foods} onImage={onImage} />
      {enlarged ? (
        <Modal title={enlarged.name} onClose={() => setEnlarged(undefined)} wide className="image-modal">
          <DishImage
            name={enlarged.name}
            image={enlarged.image}
            icon={enlarged.icon}
            sizes="(max-width: 800px) 95vw, 720px"
            eager
          />
        </Modal>
      ) : null}
    </section>
  );
}
