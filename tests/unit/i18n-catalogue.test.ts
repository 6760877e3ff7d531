/**
 * The message catalogue (site/i18n): every language has every message of English, no
 * language's module borrows English (which would ship two languages to a page), the
 * English errors are the spec's words as core/ writes them, and an English message from
 * the API reads in the player's language, parameters and all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DELETE_ACCOUNT_MESSAGES, LOGIN_MESSAGES, PASSWORD_MESSAGES, VERIFY_MESSAGES } from '../../core/accounts.ts';
import { CONTACT_MESSAGES } from '../../core/schemas/contact.ts';
import { LEAGUE_LIMITS, LEAGUE_MESSAGES } from '../../core/leagues.ts';
import { LOCALES, localizedPath, localeOfPath, negotiateLocale, acceptedLanguages } from '../../core/locales.ts';
import { MESSAGE_AREAS } from '../../site/i18n/areas.ts';
import { localizeMessage } from '../../site/i18n/errors.ts';
import { messagesFor } from '../../site/i18n/server.ts';
import type { CellColor } from '../../core/scoring.ts';
import { shareText } from '../../core/share.ts';
import { NEW_CHALLENGE, REFRESH_HINT } from '../../site/islands/game/Countdown.tsx';
import { NO_HINT } from '../../site/islands/game/Hints.tsx';
import { winHeading, winVerdict } from '../../site/lib/results-words.ts';
import { COPIED_MESSAGE } from '../../site/lib/share.ts';

const catalogueOf = (area: string, locale: string): Record<string, unknown> =>
  JSON.parse(readFileSync(`site/i18n/${area}/${locale}.json`, 'utf8'));
const keysOf = (area: string, locale: string) => Object.keys(catalogueOf(area, locale)).filter((k) => k !== '$schema');

/** A message's forms: the text, or each variant of a plural message. */
interface Variants {
  declarations?: string[];
  match?: Record<string, string>;
}
const variantsOf = (message: unknown): Variants[] =>
  typeof message === 'string' ? [{ match: { text: message } }] : (message as Variants[]);
/** The inputs a message fills in its text (`{name}`) or declares. */
const placeholdersOf = (message: unknown) =>
  new Set(
    variantsOf(message).flatMap((v) => [
      ...(v.declarations ?? []).flatMap((d) => /^input (\w+)$/.exec(d)?.slice(1) ?? []),
      ...Object.values(v.match ?? {}).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)),
    ]),
  );
/** The inputs a message only counts with (`count: plural`): a language without plurals may leave them out. */
const pluralOnlyOf = (message: unknown) =>
  new Set(
    variantsOf(message).flatMap((v) =>
      (v.declarations ?? []).flatMap((d) => /^local \w+ = (\w+): plural$/.exec(d)?.slice(1) ?? []),
    ),
  );

describe('the catalogue', () => {
  it.each(MESSAGE_AREAS)('%s: every language has exactly the English messages', (area) => {
    const english = keysOf(area, 'en').sort();
    for (const locale of LOCALES) expect(keysOf(area, locale).sort(), locale).toEqual(english);
  });

  it.each(MESSAGE_AREAS)('%s: every language fills the English message’s placeholders, no more, no fewer', (area) => {
    const english = catalogueOf(area, 'en');
    for (const locale of LOCALES)
      for (const [key, message] of Object.entries(catalogueOf(area, locale))) {
        if (key === '$schema') continue;
        const expected = placeholdersOf(english[key]);
        const own = placeholdersOf(message);
        const missing = [...expected].filter((name) => !own.has(name) && !pluralOnlyOf(english[key]).has(name));
        expect({ extra: [...own].filter((name) => !expected.has(name)), missing }, `${area} ${locale} ${key}`).toEqual({
          extra: [],
          missing: [],
        });
      }
  });

  it('compiles each language to a module of its own', () => {
    for (const area of MESSAGE_AREAS)
      for (const file of readdirSync(`site/i18n/compiled/${area}/messages`).filter((f) => f !== '_index.js'))
        expect(readFileSync(`site/i18n/compiled/${area}/messages/${file}`, 'utf8'), `${area}/${file}`).not.toMatch(
          /from "\.\/en\.js"/,
        );
  });

  it('keeps the spec’s English words for the errors core/ writes', () => {
    const en = messagesFor('errors', 'en');
    expect(en.login_missing()).toBe(LOGIN_MESSAGES.missing);
    expect(en.login_invalid()).toBe(LOGIN_MESSAGES.invalid);
    expect(en.pw_mismatch()).toBe(PASSWORD_MESSAGES.mismatch);
    expect(en.pw_updated()).toBe(PASSWORD_MESSAGES.updated);
    expect(en.pw_too_short({ min: 8 })).toBe(PASSWORD_MESSAGES.tooShort);
    expect(en.delete_confirm()).toBe(DELETE_ACCOUNT_MESSAGES.confirm);
    expect(en.verify_unverified()).toBe(VERIFY_MESSAGES.unverified);
    expect(en.contact_required()).toBe(CONTACT_MESSAGES.required);
    expect(en.contact_failed()).toBe(CONTACT_MESSAGES.failed);
    expect(en.league_not_found()).toBe(LEAGUE_MESSAGES.notFound);
    expect(en.league_invite_not_found()).toBe(LEAGUE_MESSAGES.inviteNotFound);
    expect(en.league_owner_only()).toBe(LEAGUE_MESSAGES.ownerOnly);
    expect(en.league_full({ max: LEAGUE_LIMITS.members })).toBe(LEAGUE_MESSAGES.full);
    expect(en.league_too_many({ max: LEAGUE_LIMITS.leaguesPerPlayer })).toBe(LEAGUE_MESSAGES.tooMany);
    expect(en.league_removed()).toBe(LEAGUE_MESSAGES.removed);
    expect(en.league_name_empty()).toBe(LEAGUE_MESSAGES.nameEmpty);
    expect(en.league_name_long({ max: LEAGUE_LIMITS.nameLength })).toBe(LEAGUE_MESSAGES.nameLong);
    expect(en.league_member_not_found()).toBe(LEAGUE_MESSAGES.memberNotFound);
    expect(en.league_owner_stays()).toBe(LEAGUE_MESSAGES.ownerStays);
  });

  it('reads an English message in the page’s language, with its parameters', () => {
    const en = messagesFor('errors', 'en');
    const de = messagesFor('errors', 'de');
    expect(localizeMessage(PASSWORD_MESSAGES.mismatch, en, de)).toBe('Die neuen Passwörter stimmen nicht überein');
    expect(localizeMessage(PASSWORD_MESSAGES.tooShort, en, messagesFor('errors', 'ja'))).toBe(
      '新しいパスワードは 8 文字以上にしてください',
    );
    expect(
      localizeMessage(
        'Too many failed login attempts. Please wait 30 seconds before trying again.',
        en,
        messagesFor('errors', 'fr'),
      ),
    ).toBe('Trop de tentatives de connexion échouées. Veuillez patienter 30 secondes avant de réessayer.');
    // A day that could not load: the loaders' English, with its reason kept.
    expect(localizeMessage("Could not load today's challenge: Failed to fetch", en, de)).toBe(
      'Die heutige Aufgabe konnte nicht geladen werden: Failed to fetch',
    );
    expect(localizeMessage('Archive day not found.', en, messagesFor('errors', 'ja'))).toBe(
      'アーカイブの日が見つかりません。',
    );
    expect(localizeMessage('Something the catalogue does not know', en, de)).toBe(
      'Something the catalogue does not know',
    );
  });

  it('keeps the game’s English words (the spec’s and the results view’s) in the game area', () => {
    const en = messagesFor('board', 'en');
    expect(messagesFor('game', 'en').new_challenge()).toBe(NEW_CHALLENGE);
    expect(messagesFor('game', 'en').refresh_hint()).toBe(REFRESH_HINT);
    expect(messagesFor('game', 'en').no_hint()).toBe(NO_HINT);
    for (const count of [1, 2, 4, 7, 12]) {
      expect(en.win_heading({ count })).toBe(winHeading(count));
      expect(en[`verdict_${winVerdict(count).tier}`]()).toBe(winVerdict(count).text);
    }
    expect(en.copied()).toBe(COPIED_MESSAGE);
    // player.md section 9's carousel words.
    expect(en.carousel_loading()).toBe('Loading affiliate products...');
    expect(en.carousel_no_image()).toBe('Image not currently available');
  });

  it('words the game in the player’s language, plurals included', () => {
    expect(messagesFor('game', 'de').hint_locked({ count: 1 })).toBe('noch 1 Versuch');
    expect(messagesFor('game', 'de').hint_locked({ count: 3 })).toBe('noch 3 Versuche');
    expect(messagesFor('board', 'es').win_heading({ count: 2 })).toBe('¡Adivinaste la receta en 2 intentos!');
    expect(messagesFor('game', 'ja').still_fit({ count: 5 })).toBe('すべてのマスに合う料理はあと 5 品です。');
    expect(messagesFor('game', 'pt-BR').already_guessed({ name: 'Pad Thai' })).toBe('Já tentou: Pad Thai.');
  });

  it('writes the share title in the player’s language, the spec’s English by default', () => {
    const rows: CellColor[][] = [
      ['red', 'green'],
      ['green', 'green'],
    ];
    const de = messagesFor('game', 'de');
    const deBoard = messagesFor('board', 'de');
    const words = {
      practice: de.title_practice(),
      day: (n: number) => de.day_number({ number: n }),
      gaveUp: (count: number) => deBoard.share_gave_up({ count }),
      stillFit: deBoard.share_still_fit(),
      hard: deBoard.share_hard(),
    };
    expect(shareText({ rows, challengeNumber: 12, hasGivenUp: true, words }).split('\n')[0]).toBe(
      'Platter Tag 12 nach 2 Versuchen aufgegeben',
    );
    expect(shareText({ rows, challengeNumber: 12, hasGivenUp: false, words }).split('\n')[0]).toBe(
      'Platter Tag 12 2/∞',
    );
    expect(shareText({ rows, challengeNumber: 12, hasGivenUp: true }).split('\n')[0]).toBe(
      'Platter Day #12 gave up after 2 tries',
    );
    // Hard mode's mark, then the still-fit count's, each in the player's language.
    expect(
      shareText({ rows, challengeNumber: 12, hasGivenUp: false, hard: true, stillFit: true, words }).split('\n')[0],
    ).toBe(`Platter Tag 12 2/∞ ${deBoard.share_hard()} ${deBoard.share_still_fit()}`);
    expect(shareText({ rows, challengeNumber: 12, hasGivenUp: false, hard: true }).split('\n')[0]).toBe(
      'Platter Day #12 2/∞ (hard mode)',
    );
  });

  it('counts with the language’s plural rules', () => {
    expect(messagesFor('shell', 'en').archive_completed({ count: 1 })).toBe('Completed in 1 try');
    expect(messagesFor('shell', 'en').archive_completed({ count: 3 })).toBe('Completed in 3 tries');
    expect(messagesFor('shell', 'fr').archive_completed({ count: 0 })).toBe('Trouvé en 0 essai');
    expect(messagesFor('shell', 'de').archive_completed({ count: 2 })).toBe('Gelöst in 2 Versuchen');
  });
});

describe('locale paths', () => {
  it('puts English at the root and every other language under its lower-case segment', () => {
    expect(localizedPath('/archive/3', 'ja')).toBe('/ja/archive/3');
    expect(localizedPath('/', 'pt-BR')).toBe('/pt-br/');
    expect(localizedPath('/pt-br/about', 'en')).toBe('/about');
    expect(localeOfPath('/pt-br/archive')).toBe('pt-BR');
    expect(localeOfPath('/archive')).toBe('en');
  });

  it('negotiates the browser’s languages, the same language first', () => {
    expect(negotiateLocale(['es-MX', 'en'])).toBe('es');
    expect(negotiateLocale(['pt-PT'])).toBe('pt-BR');
    expect(negotiateLocale(['ko', 'ja-JP'])).toBe('ja');
    expect(negotiateLocale(['ko'])).toBeUndefined();
    expect(acceptedLanguages('en;q=0.5, de-CH, fr;q=0.8')).toEqual(['de-CH', 'fr', 'en']);
  });
});
