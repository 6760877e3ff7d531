/** The arrows to the days beside this one, the way back to the archive and the Dish of the Day, and the disclaimer. */
import { ChevronLeft, ChevronRight } from '../../components/Icons.tsx';
import { openDialog, STATIC_DIALOGS } from '../../lib/dialogs.ts';
import type { Nav } from '../../lib/game-session.ts';

export function DayNav({ nav, daily, hidden }: { nav: Nav; daily: boolean; hidden: boolean }) {
  return (
    <>
      <nav className="bottom-nav" aria-label="Challenge days" hidden={hidden}>
        {nav.prev ? (
          <a href={nav.prev} data-nav="previous" className="icon-btn" aria-label="Previous day">
            <ChevronLeft />
          </a>
        ) : (
          <span className="icon-btn" aria-hidden="true" />
        )}
        <span className="bottom-nav-centre">
          {daily ? (
            <span aria-current="page">Dish of the Day</span>
          ) : (
            <>
              <a href="/archive">Archive</a>
              <span aria-hidden="true"> · </span>
              <a href="/">Dish of the Day</a>
            </>
          )}
        </span>
        {nav.next ? (
          <a
            href={nav.next}
            data-nav="next"
            className="icon-btn"
            aria-label={nav.next === '/' ? 'Dish of the Day' : 'Next day'}
          >
            <ChevronRight />
          </a>
        ) : (
          <span className="icon-btn" aria-hidden="true" />
        )}
      </nav>

      <p className="disclaimer-link">
        <button type="button" className="link-button" onClick={() => openDialog(STATIC_DIALOGS.disclaimer)}>
          Disclaimer
        </button>
      </p>
    </>
  );
}
