/**
 * The win / give-up view. The finish comes first and fits one screen (a 390×844 phone,
 * a 1280×800 desktop): the heading, the answer's picture and name, the result line, the
 * streak (ticking up when this win grew it), Share Results and the countdown. Below it:
 * yesterday's dish, the day's numbers, the coach, Show/Hide Results (the board), the
 * description in its light markup (rendered as React text, never as HTML), the
 * statistics, the carousel, the warning box and the browser of all foods. Loaded only
 * when a game ends.
 */
import { shownName } from '../../../core/food-names.ts';
import { type Locale, listSeparator } from '../../../core/locales.ts';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { parseDescription, type Inline } from '../../../core/markup.ts';
import { SCORED_CATEGORIES, type ScoredCategory } from '../../../core/categories.ts';
import type { BoardWords } from '../../lib/board.ts';
import { puzzleDate } from '../../../core/days.ts';
import type { IndexedFood } from '../../../core/food-index.ts';
import { fallbackShareText, shareText } from '../../../core/share.ts';
import { currentStreak } from '../../../core/streaks.ts';
import { ShareIcon } from '../../components/ResultIcons.tsx';
import { Modal } from '../../components/Modal.tsx';
import { OnVisible } from '../../components/OnVisible.tsx';
import { shareResults } from '../../lib/share.ts';
import { resultCardLink } from '../../lib/result-card.ts';
import { usePreferences } from '../../lib/use-preferences.ts';
import { DishImage } from './DishImage.tsx';
import { DayNumbers } from './DayNumbers.tsx';
import { YesterdaysDish } from './YesterdaysDish.tsx';
import { emit } from '../../lib/events.ts';
import type { GameSession } from '../../lib/game-session.ts';
import { winVerdict } from '../../lib/results-words.ts';
import { getCompletions } from '../../lib/storage.ts';
import type { FoodIndex } from './loaders.ts';
import { useLocale, useMessages } from '../../i18n/messages.ts';
import { localizedPath } from '../../../core/locales.ts';
import { injectStyle } from '../../lib/inject-style.ts';
import resultsCss from './results.css?inline';

injectStyle('platter-results-css', resultsCss);

const Carousel = lazy(() => import('./Carousel.tsx'));
const Coach = lazy(() => import('./Coach.tsx'));

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
  const m = useMessages('board');
  const locale = useLocale();
  const blocks = parseDescription(text);
  if (blocks.length === 0) return null;
  const [first, ...rest] = blocks as [(typeof blocks)[number], ...typeof blocks];
  return (
    <div className="description" lang={locale === 'en' ? undefined : 'en'}>
      {/* Descriptions are English for now (docs/i18n.md): the page says so in its own language. */}
      {locale === 'en' ? null : (
        <p className="muted description-note" lang={locale}>
          {m.description_in_english()}
        </p>
      )}
      <Block block={first} />
      {rest.length > 0 ? (
        <details className="description-more">
          <summary>{m.read_more({ name })}</summary>
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

/** A dish's values of one category in the page's language (the board's words), joined. */
function valuesIn(
  words: BoardWords | undefined,
  field: ScoredCategory,
  values: readonly string[],
  locale: Locale,
): string {
  return values.map((v) => words?.[field]?.[v] ?? v).join(listSeparator(locale));
}

function FoodBrowser({
  foods,
  onImage,
  words,
}: {
  foods: IndexedFood[];
  onImage: (f: IndexedFood) => void;
  words: BoardWords | undefined;
}) {
  const m = useMessages('board');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [details, setDetails] = useState(false);
  const [shown, setShown] = useState(BROWSER_PAGE);
  const nameOf = (f: IndexedFood) => words?.dish?.[f.name] ?? f.name;
  // In the order of the page's language: its own names, its own collation.
  const sorted = [...foods].sort((a, b) => nameOf(a).localeCompare(nameOf(b), locale));
  return (
    <section className="food-browser" aria-labelledby="browser-title">
      <h2 id="browser-title" className="visually-hidden">
        {m.browser_title()}
      </h2>
      <button type="button" className="btn btn-secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {m.browser_open({ count: foods.length })}
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
              {details ? m.hide_details() : m.show_details()}
            </button>
          </div>
          <ul className="food-grid">
            {sorted.slice(0, shown).map((f) => (
              <li key={f.slug} className="food-card">
                <button
                  type="button"
                  className="food-card-img"
                  onClick={() => onImage(f)}
                  aria-label={m.enlarge_picture({ name: nameOf(f) })}
                >
                  <DishImage name={f.name} image={f.image} icon={f.icon} sizes="(max-width: 600px) 45vw, 200px" />
                </button>
                <h3>{nameOf(f)}</h3>
                <p className="muted">{valuesIn(words, 'origin', f.origin, locale)}</p>
                {details ? (
                  <dl className="food-details">
                    <dt>{m.cat_key_ingredients()}</dt>
                    <dd>{valuesIn(words, 'key_ingredients', f.key_ingredients, locale)}</dd>
                    <dt>{m.cat_preparation_method()}</dt>
                    <dd>{valuesIn(words, 'preparation_method', f.preparation_method, locale)}</dd>
                    <dt>{m.cat_course_placement()}</dt>
                    <dd>{valuesIn(words, 'course_placement', f.course_placement, locale)}</dd>
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
              {m.show_more_foods({ count: sorted.length - shown })}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export interface ResultsProps {
  /** The finished game. */
  session: GameSession;
  /** Every dish, from the scoring index (no descriptions); undefined until it has loaded. */
  foods: FoodIndex | undefined;
  /** The board, shown at first; Hide Results folds it away. */
  board: ReactNode;
  /** Practice: starts another dish. */
  onNewDish?: (() => void) | undefined;
  /** The countdown to the next Dish of the Day (none in practice). */
  countdown: ReactNode;
  /** The dishes' values in the page's language (the board's words); undefined shows the English values. */
  words?: BoardWords | undefined;
  /** Past midnight: the countdown alone says the new dish is ready, 'come back tomorrow' goes. */
  newDay?: boolean;
}

/** The streak on the finish: today's count, ticking up from the one before when this win grew it. */
function FinishStreak({ grew, today }: { grew: boolean; today: string }) {
  const m = useMessages('board');
  const days = currentStreak(getCompletions(), today);
  const [shown, setShown] = useState(grew ? Math.max(0, days - 1) : days);
  useEffect(() => {
    if (shown === days) return;
    const timer = setTimeout(() => setShown(days), 600);
    return () => clearTimeout(timer);
  }, [shown, days]);
  return (
    <p className="finish-streak" data-testid="finish-streak">
      <span className={`finish-streak-count${shown === days && grew ? ' grew' : ''}`} aria-hidden="true">
        {shown}
      </span>
      <span aria-hidden="true"> {m.streak_days({ count: shown })}</span>
      <span className="visually-hidden">{m.streak_said({ count: days })}</span>
    </p>
  );
}

export default function Results({ session, foods, board, onNewDish, countdown, words, newDay = false }: ResultsProps) {
  const m = useMessages('board');
  const g = useMessages('game');
  const locale = useLocale();
  const { day, rows, mode, hard, endedHere } = session;
  const answer = day!.food;
  const challengeNumber = day!.challengeNumber;
  const date = day!.date;
  const today = puzzleDate(new Date());
  const daily = mode === 'daily';
  const practice = mode === 'practice';
  const hasGivenUp = session.status === 'gaveup';
  const rowColors = rows.map((r) => SCORED_CATEGORIES.map((f) => r.cells[f].color));
  const guessCount = rowColors.length;
  const { palette } = usePreferences();
  // The result card's /r/… link (docs/leagues.md), asked for as the finish shows so that
  // Share, a user gesture, need not wait for the network; without it the share links the game.
  const [cardUrl, setCardUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (practice) return;
    let live = true;
    void resultCardLink({
      date,
      rows: rowColors,
      solved: !hasGivenUp,
      hard,
      streak: daily ? currentStreak(getCompletions(), today) : 0,
    }).then((link) => {
      if (live) setCardUrl(link);
    });
    return () => {
      live = false;
    };
    // One card per finished game: the rows do not change once it has ended.
  }, [practice, date, guessCount, hasGivenUp, hard]);
  const onShare = () => {
    const path = practice ? '/practice' : daily ? '/' : `/archive/${challengeNumber}`;
    const url = cardUrl ?? `${window.location.origin}${localizedPath(path, locale)}`;
    const number = practice ? undefined : challengeNumber;
    let text: string;
    try {
      const words = {
        practice: g.title_practice(),
        day: (n: number) => g.day_number({ number: n }),
        gaveUp: (count: number) => m.share_gave_up({ count }),
        stillFit: m.share_still_fit(),
        hard: m.share_hard(),
      };
      text = shareText({
        rows: rowColors,
        challengeNumber: number,
        hasGivenUp,
        url,
        palette,
        stillFit: session.stillFitShown,
        hard,
        words,
      });
    } catch {
      text = fallbackShareText(number, guessCount, url);
    }
    void shareResults(text, m.copied());
  };
  // The board stays in view on the results (Hide Results folds it away).
  const [showBoard, setShowBoard] = useState(true);
  const verdict = hasGivenUp ? undefined : winVerdict(guessCount);
  const [enlarged, setEnlarged] = useState<Pick<IndexedFood, 'name' | 'image' | 'icon'> | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (endedHere) heading.current?.focus();
  }, [endedHere]);
  const resultLine = [
    hasGivenUp ? m.result_gave_up({ count: guessCount }) : verdict ? m[`verdict_${verdict.tier}`]() : '',
    hard ? m.result_hard() : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <section className="results card" aria-labelledby="results-title">
      <div className="finish" data-testid="finish">
        <h2 id="results-title" ref={heading} className="results-title" tabIndex={-1}>
          {hasGivenUp ? m.answer_was() : m.win_heading({ count: guessCount })}
        </h2>
        <div className="results-dish">
          <button
            type="button"
            className="results-img"
            onClick={() => setEnlarged(answer)}
            aria-label={m.enlarge_picture({ name: shownName(answer, locale) })}
          >
            <DishImage
              name={shownName(answer, locale)}
              image={answer.image}
              icon={answer.icon}
              sizes="(max-width: 600px) 40vw, 280px"
              eager
            />
          </button>
          <div className="results-words">
            <p className="results-name">{shownName(answer, locale)}</p>
            <p className="muted results-origin">{valuesIn(words, 'origin', answer.origin, locale)}</p>
            <p className={`result-line${verdict ? ` win-${verdict.tier}` : ''}`} data-testid="result-line">
              {resultLine}
            </p>
          </div>
        </div>
        {daily ? <FinishStreak grew={session.streakGrew} today={today} /> : null}
        <div className="button-row finish-buttons">
          {onNewDish ? (
            <button type="button" className="btn" onClick={onNewDish}>
              {g.new_dish()}
            </button>
          ) : null}
          <button type="button" className={onNewDish ? 'btn btn-secondary' : 'btn'} onClick={onShare}>
            <ShareIcon width={18} height={18} /> {m.share_results()}
          </button>
        </div>
        {countdown ? (
          <div className="finish-next">
            {daily && !newDay ? <p className="come-back">{m.come_back()}</p> : null}
            {countdown}
          </div>
        ) : null}
      </div>
      {daily && date === today ? <YesterdaysDish today={date} /> : null}
      {practice ? null : <DayNumbers date={date} isToday={date === today} tries={guessCount} won={!hasGivenUp} />}
      <OnVisible>
        <Suspense fallback={null}>
          <Coach rows={rows} answer={answer.name} foods={foods} words={words} />
        </Suspense>
      </OnVisible>
      <div className="button-row">
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={showBoard}
          onClick={() => setShowBoard((s) => !s)}
        >
          {showBoard ? m.hide_results() : m.show_results()}
        </button>
        {daily ? (
          <button type="button" className="btn btn-secondary" onClick={() => emit('platter:open', { modal: 'stats' })}>
            {m.your_statistics()}
          </button>
        ) : null}
      </div>
      {showBoard ? <div className="results-board">{board}</div> : null}
      <Description text={answer.description} name={shownName(answer, locale)} />
      <OnVisible>
        <Suspense fallback={null}>
          <Carousel />
        </Suspense>
      </OnVisible>
      <aside className="warning-box" aria-label={m.please_note_aria()}>
        <strong>{m.please_note_title()}</strong>
        {m.please_note_text()}
      </aside>
      <FoodBrowser foods={foods?.foods ?? []} onImage={setEnlarged} words={words} />
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
