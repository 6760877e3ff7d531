/**
 * The menu's language picker: this page in each language, as links (they work before
 * hydration and for a keyboard alike). Following one remembers the choice, so later
 * visits open in it (site/lib/language-choice.ts).
 */
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../core/locales.ts';
import { pageIn } from '../../lib/language-choice.ts';
import { setPreferences } from '../../lib/storage.ts';

export function LanguageMenu({ locale, label }: { locale: Locale; label: string }) {
  const place = typeof window === 'undefined' ? { pathname: '/', search: '', hash: '' } : window.location;
  return (
    <li className="menu-languages">
      <span className="menu-label" id="menu-language-label">
        {label}
      </span>
      <ul aria-labelledby="menu-language-label">
        {LOCALES.map((l) => (
          <li key={l}>
            <a
              href={pageIn(l, place)}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
              onClick={() => setPreferences({ locale: l })}
            >
              {LOCALE_NAMES[l]}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
