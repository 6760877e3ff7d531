/** The arrows to the days beside this one, the way back to the archive and the Dish of the Day, and the disclaimer. */
import { ChevronLeft, ChevronRight } from '../../components/Icons.tsx';
import { useLocale, useMessages } from '../../i18n/messages.ts';
import { localizedPath } from '../../../core/locales.ts';
import { openDialog, STATIC_DIALOGS } from '../../lib/dialogs.ts';
import type { Nav } from '../../lib/game-session.ts';

export function DayNav({ nav, daily, hidden }: { nav: Nav; daily: boolean; hidden: boolean }) {
  const m = useMessages('game');
  const locale = useLocale();
  return (
    <>
      <nav className="bottom-nav" aria-label={m.nav_aria()} hidden={hidden}>
        {nav.prev ? (
          <a
            href={localizedPath(nav.prev, locale)}
            data-nav="previous"
            className="icon-btn"
            aria-label={m.nav_previous()}
          >
            <ChevronLeft />
          </a>
        ) : (
          <span className="icon-btn" aria-hidden="true" />
        )}
        <span className="bottom-nav-centre">
          {daily ? (
            <span aria-current="page">{m.title_daily()}</span>
          ) : (
            <>
              <a href={localizedPath('/archive', locale)}>{m.nav_archive()}</a>
              <span aria-hidden="true"> · </span>
              <a href={localizedPath('/', locale)}>{m.title_daily()}</a>
            </>
          )}
        </span>
        {nav.next ? (
          <a
            href={localizedPath(nav.next, locale)}
            data-nav="next"
            className="icon-btn"
            aria-label={nav.next === '/' ? m.title_daily() : m.nav_next()}
          >
            <ChevronRight />
          </a>
        ) : (
          <span className="icon-btn" aria-hidden="true" />
        )}
      </nav>

      <p className="disclaimer-link">
        <button type="button" className="link-button" onClick={() => openDialog(STATIC_DIALOGS.disclaimer)}>
          {m.disclaimer()}
        </button>
      </p>
    </>
  );
}
