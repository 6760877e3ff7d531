/**
 * The board: one row per guess (newest first), nine category columns. Each cell shows
 * its colour, a glyph and, for assistive tech, the words exact / close / no match; with
 * detailed matches on, close words are underlined and exact words underlined and bold.
 * A yellow cell explains itself (the close reasons from core/scoring) on hover, on focus
 * and on tap. New rows flip in column by column; a winning row then celebrates.
 */
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { SCORED_CATEGORIES, type ScoredCategory } from '../../../core/categories.ts';
import { REGION_ABBREVIATIONS, type Region } from '../../../core/enums.ts';
import { cellView, type CellPart } from '../../../core/cell-view.ts';
import type { CellScore } from '../../../core/scoring.ts';
import { parseCloseReason } from '../../../core/cell-words.ts';
import { SUBREGION_CODES } from '../../../core/subregions.ts';
import { type Locale, listSeparator } from '../../../core/locales.ts';
import {
  type BoardRow,
  type BoardWords,
  categoryLabel,
  colorWord,
  PHONE_QUERY,
  REVEAL,
  rowRevealMs,
} from '../../lib/board.ts';
import { type Catalogue, useLocale, useMessages } from '../../i18n/messages.ts';
import { DishIcon } from '../../components/DishIcon.tsx';
import { useMediaQuery } from '../../lib/use-preferences.ts';
import { injectStyle } from '../../lib/inject-style.ts';
import boardCss from './board.css?inline';

injectStyle('platter-board-css', boardCss);

/** The cells' words in the page's language (none in English, or until they have loaded: the English values show). */
const Words = createContext<BoardWords | undefined>(undefined);

/**
 * A region spelled out; the abbreviation shows only where a cell is too narrow (a
 * compact phone row), with the full name for screen readers and on hover.
 */
function displayValue(field: ScoredCategory, value: string, words: BoardWords | undefined) {
  const shown = words?.[field]?.[value] ?? value;
  if (field === 'regions' && value in REGION_ABBREVIATIONS) {
    return (
      <>
        <span className="region-full">{shown}</span>
        <abbr className="region-short" title={shown} aria-hidden="true">
          {/* The abbreviations are English ('N. Am.'): another language shows its own word. */}
          {shown === value ? REGION_ABBREVIATIONS[value as Region] : shown}
        </abbr>
      </>
    );
  }
  return shown;
}

function Values({ field, parts }: { field: ScoredCategory; parts: CellPart[] }) {
  const words = useContext(Words);
  // Joined to the value before it (U+2060): a line in a narrow cell never starts with the comma.
  const separator = `\u2060${listSeparator(useLocale())}`;
  return (
    <>
      {parts.map((p, i) => {
        const v = displayValue(field, p.value, words);
        const marked =
          p.mark === 'exact' ? (
            <u className="m-exact">
              <strong>{v}</strong>
            </u>
          ) : p.mark === 'close' ? (
            <u className="m-close">{v}</u>
          ) : (
            v
          );
        return (
          <span key={i} className="cell-value">
            {marked}
            {i < parts.length - 1 ? separator : ''}
          </span>
        );
      })}
    </>
  );
}

/** A sub-region in the page's language: Intl's name for its UN code, else the board's own. */
function subregionName(value: string, m: Catalogue['board'], locale: Locale): string {
  const code = SUBREGION_CODES[value];
  if (code) return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code) ?? value;
  if (value === 'Central Europe') return m.subregion_central_europe();
  if (value === 'Southeast Europe') return m.subregion_southeast_europe();
  return value;
}

/** What a yellow cell's tip says of one value, in the page's language (core/scoring's reasons are English). */
function explanation(
  part: CellPart,
  field: ScoredCategory,
  words: BoardWords | undefined,
  m: Catalogue['board'],
  locale: Locale,
): string {
  const reason = part.reason === null ? undefined : parseCloseReason(part.reason);
  if (part.mark === 'exact') return colorWord('green', m);
  if (!reason) return colorWord(part.mark === 'close' ? 'yellow' : 'red', m);
  switch (reason.kind) {
    case 'related':
      return m.reason_related({ value: words?.[field]?.[reason.value] ?? reason.value });
    case 'subregion':
      return m.reason_subregion({ value: subregionName(reason.value, m, locale) });
    case 'ingredients':
      return m.reason_ingredients();
    case 'shares':
      return m.reason_shares({ words: reason.words.join(listSeparator(locale)) });
  }
}

/**
 * The explanation of a yellow cell. It lives in the top layer (popover), so the board's
 * scrolling and the reveal animation never clip it, and sits above the cell (below when
 * there is no room).
 */
function CellTip({
  id,
  anchor,
  open,
  field,
  parts,
}: {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  field: ScoredCategory;
  parts: CellPart[];
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const words = useContext(Words);
  const m = useMessages('board');
  const locale = useLocale();
  useLayoutEffect(() => {
    const tip = ref.current;
    if (!tip || typeof tip.showPopover !== 'function') return;
    if (!open || !anchor) {
      if (tip.matches(':popover-open')) tip.hidePopover();
      return;
    }
    if (!tip.matches(':popover-open')) tip.showPopover();
    const a = anchor.getBoundingClientRect();
    const t = tip.getBoundingClientRect();
    const left = Math.min(Math.max(8, a.left + a.width / 2 - t.width / 2), window.innerWidth - t.width - 8);
    const above = a.top - t.height - 8;
    // Never over the sticky top bar: below the cell when there is no room under it.
    const ceiling = (document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0) + 8;
    tip.style.left = `${left}px`;
    tip.style.top = `${above >= ceiling ? above : a.bottom + 8}px`;
  }, [open, anchor]);
  useEffect(() => {
    if (!open) return;
    // The page moving under a fixed tip would detach it from its cell: close it instead.
    const hide = () => ref.current?.matches(':popover-open') && ref.current.hidePopover();
    window.addEventListener('scroll', hide, { passive: true, capture: true });
    return () => window.removeEventListener('scroll', hide, { capture: true });
  }, [open]);
  return (
    <span ref={ref} role="tooltip" id={id} className="cell-tip" popover="manual">
      {parts.map((p, i) => (
        <span key={i} className="tip-line">
          <strong>{words?.[field]?.[p.value] ?? p.value}</strong>: {explanation(p, field, words, m, locale)}
        </span>
      ))}
    </span>
  );
}

function Cell({
  cell,
  column,
  detailed,
  animate,
  factor,
}: {
  cell: CellScore;
  column: number;
  detailed: boolean;
  animate: boolean;
  factor: number;
}) {
  const [pinned, setPinned] = useState(false);
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const tipId = useId();
  const style =
    animate && factor > 0
      ? { animationDelay: `${column * REVEAL.perColumn * factor}s`, animationDuration: `${REVEAL.perRow * factor}s` }
      : undefined;
  const m = useMessages('board');
  const label = categoryLabel(cell.field, m);
  const view = cellView(cell, detailed);
  const explain = view.explains;
  const body = (
    <>
      <span className="cell-glyph" aria-hidden="true">
        {view.glyph}
      </span>
      <span className="cell-text">
        <Values field={cell.field} parts={view.parts} />
      </span>
      <span className="visually-hidden">, {colorWord(cell.color, m)}</span>
    </>
  );
  return (
    <td
      role="cell"
      className={`cell cell-${cell.color}${animate && factor > 0 ? ' reveal' : ''}`}
      style={style}
      data-label={label}
      data-short={m[`short_${cell.field}`]()}
      data-color={cell.color}
    >
      {explain ? (
        <>
          <button
            ref={setButton}
            type="button"
            className="cell-explain"
            aria-describedby={tipId}
            aria-expanded={pinned}
            onClick={() => setPinned((p) => !p)}
            onMouseEnter={() => setHover(true)}
            onMouseLeave={() => setHover(false)}
            onFocus={() => setFocus(true)}
            onBlur={() => {
              setFocus(false);
              setPinned(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && (pinned || focus)) {
                e.stopPropagation();
                setPinned(false);
                setFocus(false);
              }
            }}
          >
            {body}
          </button>
          <CellTip
            id={tipId}
            anchor={button}
            open={pinned || hover || focus}
            field={cell.field}
            parts={cellView(cell, true).parts}
          />
        </>
      ) : (
        body
      )}
    </td>
  );
}

/** How many dishes still fitted every box after a row (the still-fit option), in the row. */
function RowFit({ count }: { count: number }) {
  const m = useMessages('board');
  return (
    <span className="row-fit" data-testid="row-fit" data-count={count}>
      <span aria-hidden="true">{m.row_fit({ count })}</span>
      <span className="visually-hidden">{m.row_fit_said({ count })}</span>
    </span>
  );
}

export interface GuessTableProps {
  rows: BoardRow[];
  detailed: boolean;
  /** Speed factor of the reveal (0: no animation). */
  factor: number;
  /** Show each row's still-fit count (the option is on). */
  stillFit?: boolean;
  /** Caption for assistive tech. */
  caption?: string;
  /** The cells' words in the page's language (site/build/vocabulary.ts); undefined shows the English values. */
  words?: BoardWords | undefined;
}

/**
 * The board, newest guess first. On a phone the newest row is a card of 3 x 3 labelled
 * boxes and older rows are compact strips (the name with a chevron, then nine small boxes
 * in two lines, each with its column's short label, its glyph and its value in whole
 * words); tapping a strip, or its name, opens it.
 */
export default function GuessTable({ rows, detailed, factor, stillFit = false, caption, words }: GuessTableProps) {
  const m = useMessages('board');
  const phone = useMediaQuery(PHONE_QUERY);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  if (rows.length === 0) return null;
  const ordered = [...rows].reverse();
  const newest = ordered[0]!.name;
  const toggle = (name: string) =>
    setOpened((o) => {
      const next = new Set(o);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  return (
    <Words value={words}>
      <div className="board-scroll" role="region" aria-label={m.board_aria()} tabIndex={0}>
        <table className="board" role="table">
          <caption className="visually-hidden">{caption ?? m.board_caption()}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader" className="col-dish">
                {m.board_dish()}
              </th>
              {SCORED_CATEGORIES.map((f) => (
                <th scope="col" role="columnheader" key={f} title={m[`help_${f}`]()}>
                  {categoryLabel(f, m)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {ordered.map((row) => {
              const open = row.name === newest || opened.has(row.name);
              const compact = phone && !open;
              // The winning row celebrates once its reveal is over (never with animations off).
              const celebrate =
                row.animate && factor > 0 && SCORED_CATEGORIES.every((f) => row.cells[f].color === 'green');
              return (
                <tr
                  key={row.name}
                  role="row"
                  data-guess={row.name}
                  className={[compact ? 'compact' : '', celebrate ? 'win' : ''].filter(Boolean).join(' ') || undefined}
                  style={
                    celebrate
                      ? ({
                          '--celebrate-delay': `${rowRevealMs(factor)}ms`,
                          '--celebrate-factor': factor,
                        } as CSSProperties)
                      : undefined
                  }
                  onClick={compact ? () => toggle(row.name) : undefined}
                >
                  <th scope="row" role="rowheader" className="col-dish">
                    {phone && row.name !== newest ? (
                      <button
                        type="button"
                        className="row-toggle"
                        aria-expanded={open}
                        onClick={(e) => {
                          e.stopPropagation();
                          toggle(row.name);
                        }}
                      >
                        <DishIcon icon={row.icon} />
                        <span>{words?.dish?.[row.name] ?? row.name}</span>
                      </button>
                    ) : (
                      <span className="dish-label">
                        <DishIcon icon={row.icon} eager />
                        <span>{words?.dish?.[row.name] ?? row.name}</span>
                      </span>
                    )}
                    {stillFit && row.stillFit !== undefined ? <RowFit count={row.stillFit} /> : null}
                  </th>
                  {SCORED_CATEGORIES.map((f, c) => (
                    <Cell
                      key={f}
                      cell={row.cells[f]}
                      column={c}
                      detailed={detailed}
                      animate={row.animate}
                      factor={factor}
                    />
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Words>
  );
}
