/**
 * The league page (docs/leagues.md): /leagues lists the player's leagues and makes new ones,
 * /leagues/?league=… shows one league's tables, members and settings, and
 * /leagues/join/?code=… shows an invite (the league's name and who invited) and joins.
 * Loaded only on those pages. Everything shown comes from the server, which checks the
 * membership and leaves out the names a player who has not finished today may not see.
 */
import { Suspense, useCallback, useEffect, useState, type FormEvent } from 'react';
import { localizedPath } from '../../../core/locales.ts';
import { useLocale } from '../../i18n/messages.ts';
import { useErrorText } from '../../i18n/use-error-text.ts';
import type {
  DayTable,
  DayTableRow,
  LeagueDetail,
  LeagueInvite,
  LeagueSummary,
  PeriodTable,
} from '../../../core/leagues.ts';
import type { CellColor } from '../../../core/scoring.ts';
import { Notice, type NoticeText } from '../../components/Notice.tsx';
import { useAuth, watchSession } from '../../lib/auth.ts';
import { emit } from '../../lib/events.ts';
import {
  createLeague,
  deleteLeague,
  getLeague,
  inviteLink,
  joinLeague,
  leaguePath,
  leagueTable,
  leaveLeague,
  listLeagues,
  readInvite,
  removeMember,
  renameLeague,
  renewInvite,
  setHidden,
} from '../../lib/leagues.ts';
import { useLeagueWords } from './words.ts';
import './leagues.css';

/** A refusal as a notice, in the page's language (the server's words are English). */
function useFailed(): (e: unknown) => NoticeText {
  const errorText = useErrorText();
  return (e) => ({ kind: 'error', text: errorText((e as Error).message) });
}
const param = (name: string) => new URLSearchParams(window.location.search).get(name) ?? '';

export default function Leagues({ mode }: { mode: 'list' | 'join' }) {
  // The words come with the windows area of the page's language: nothing shows until they have.
  return (
    <Suspense fallback={null}>
      <LeaguePage mode={mode} />
    </Suspense>
  );
}

function LeaguePage({ mode }: { mode: 'list' | 'join' }) {
  const W = useLeagueWords();
  const auth = useAuth();
  // The account bar checks the session only when a token is stored: a visitor without one
  // would wait here for ever.
  useEffect(() => watchSession(), []);
  if (auth.status === 'checking') return <p role="status">{W.checking}</p>;
  if (auth.status !== 'signed-in')
    return (
      <div className="leagues-signed-out">
        <p>{W.signedOut}</p>
        <button type="button" className="btn" onClick={() => emit('platter:open', { modal: 'login' })}>
          {W.logIn}
        </button>
      </div>
    );
  if (mode === 'join') return <JoinLeague code={param('code')} />;
  const id = param('league');
  return id ? <LeagueView id={id} /> : <LeagueList />;
}

function LeagueList() {
  const W = useLeagueWords();
  const failed = useFailed();
  const locale = useLocale();
  const [leagues, setLeagues] = useState<LeagueSummary[] | undefined>();
  const [notice, setNotice] = useState<NoticeText | undefined>();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    listLeagues().then(setLeagues, (e) => setNotice(failed(e)));
  }, []);
  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const league = await createLeague(name);
      window.location.assign(localizedPath(leaguePath(league.id), locale));
    } catch (e) {
      setNotice(failed(e));
      setBusy(false);
    }
  };
  return (
    <div className="leagues">
      <section aria-labelledby="your-leagues">
        <h2 id="your-leagues">{W.yourLeagues}</h2>
        {leagues === undefined ? (
          notice ? null : (
            <p role="status">{W.loading}</p>
          )
        ) : leagues.length === 0 ? (
          <p className="muted">{W.noLeagues}</p>
        ) : (
          <ul className="league-list">
            {leagues.map((l) => (
              <li key={l.id}>
                <a href={localizedPath(leaguePath(l.id), locale)}>{l.name}</a>{' '}
                <span className="muted">
                  · {W.members(l.members)} · {W.ownedBy(l.owner)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="make-league">
        <h2 id="make-league">{W.create}</h2>
        <form onSubmit={create} className="league-form">
          <div className="field">
            <label htmlFor="league-name">{W.leagueName}</label>
            <input
              id="league-name"
              type="text"
              value={name}
              maxLength={400}
              onChange={(e) => setName(e.target.value)}
              required
            />
            <span className="muted">{W.nameHint}</span>
          </div>
          <button type="submit" className="btn" disabled={busy}>
            {W.createButton}
          </button>
        </form>
      </section>
      <Notice kind={notice?.kind} text={notice?.text} />
    </div>
  );
}

function JoinLeague({ code }: { code: string }) {
  const W = useLeagueWords();
  const failed = useFailed();
  const locale = useLocale();
  const [invite, setInvite] = useState<LeagueInvite | undefined>();
  const [notice, setNotice] = useState<NoticeText | undefined>(code ? undefined : { kind: 'error', text: W.noCode });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (code) readInvite(code).then(setInvite, (e) => setNotice(failed(e)));
  }, [code]);
  const join = async () => {
    setBusy(true);
    try {
      const league = await joinLeague(code);
      window.location.assign(localizedPath(leaguePath(league.id), locale));
    } catch (e) {
      setNotice(failed(e));
      setBusy(false);
    }
  };
  return (
    <div className="leagues">
      {invite ? (
        <>
          <p className="league-invite">{W.invitedYou(invite.invited_by, invite.name)}</p>
          <p className="muted">{W.members(invite.members)}</p>
          {invite.already_member && invite.id ? (
            <p>
              {W.alreadyMember}{' '}
              <a className="btn btn-secondary" href={localizedPath(leaguePath(invite.id), locale)}>
                {W.openLeague}
              </a>
            </p>
          ) : (
            <button type="button" className="btn" disabled={busy} onClick={join}>
              {W.join}
            </button>
          )}
        </>
      ) : notice ? null : (
        <p role="status">{W.loading}</p>
      )}
      <Notice kind={notice?.kind} text={notice?.text} />
    </div>
  );
}

type Period = 'day' | 'week' | 'month';

function LeagueView({ id }: { id: string }) {
  const W = useLeagueWords();
  const failed = useFailed();
  const locale = useLocale();
  const [league, setLeague] = useState<LeagueDetail | undefined>();
  const [period, setPeriod] = useState<Period>('day');
  const [table, setTable] = useState<DayTable | PeriodTable | undefined>();
  const [notice, setNotice] = useState<NoticeText | undefined>();
  const [newName, setNewName] = useState('');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    getLeague(id).then(
      (l) => {
        setLeague(l);
        setNewName(l.name);
      },
      (e) => setNotice(failed(e)),
    );
  }, [id]);
  const loadTable = useCallback(() => {
    setTable(undefined);
    const loading = period === 'day' ? leagueTable(id, 'day') : leagueTable(id, period);
    loading.then(setTable, (e) => setNotice(failed(e)));
  }, [id, period]);
  useEffect(loadTable, [loadTable]);

  /** Runs a change, shows the league as it answers, and reloads the table. */
  const change = async (action: () => Promise<LeagueDetail>, ok?: string) => {
    try {
      const next = await action();
      setLeague(next);
      setNotice(ok ? { kind: 'ok', text: ok } : undefined);
      loadTable();
    } catch (e) {
      setNotice(failed(e));
    }
  };
  const goAway = async (question: string, action: () => Promise<unknown>) => {
    if (!confirm(question)) return;
    try {
      await action();
      window.location.assign(localizedPath('/leagues/', locale));
    } catch (e) {
      setNotice(failed(e));
    }
  };

  if (!league)
    return (
      <div className="leagues">
        <a href={localizedPath('/leagues/', locale)}>{W.allLeagues}</a>
        {notice ? <Notice kind={notice.kind} text={notice.text} /> : <p role="status">{W.loading}</p>}
      </div>
    );
  const link = inviteLink(league.invite);
  return (
    <div className="leagues">
      <a href={localizedPath('/leagues/', locale)}>{W.allLeagues}</a>
      <h2 className="league-name">{league.name}</h2>
      <p className="muted">
        {W.members(league.members)} · {W.ownedBy(league.owner)}
      </p>
      <Notice kind={notice?.kind} text={notice?.text} />

      <section aria-labelledby="league-tables">
        <h3 id="league-tables" className="visually-hidden">
          {W.tables}
        </h3>
        <div className="league-periods" role="group" aria-label={W.tables}>
          {(['day', 'week', 'month'] as const).map((p) => (
            <button
              key={p}
              type="button"
              className="btn btn-small btn-secondary"
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
            >
              {p === 'day' ? W.today : p === 'week' ? W.week : W.month}
            </button>
          ))}
        </div>
        {table === undefined ? (
          <p role="status">{W.loading}</p>
        ) : table.period === 'day' ? (
          <DayTableView table={table} />
        ) : (
          <PeriodTableView table={table} />
        )}
      </section>

      <section aria-labelledby="league-invite">
        <h3 id="league-invite">{W.inviteTitle}</h3>
        <p className="muted">{W.inviteHelp}</p>
        <div className="league-invite-row">
          <input type="text" readOnly value={link} aria-label={W.inviteTitle} onFocus={(e) => e.target.select()} />
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(() => setCopied(true));
            }}
          >
            {copied ? W.copied : W.copy}
          </button>
          {league.is_owner ? (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => change(() => renewInvite(id), W.renewed)}
            >
              {W.renew}
            </button>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="league-members">
        <h3 id="league-members">{W.memberList}</h3>
        <ul className="league-members">
          {league.member_list.map((m) => (
            <li key={m.username}>
              {m.username} {m.is_you ? W.you : null} {m.is_owner ? <span className="muted">({W.owner})</span> : null}
              {league.is_owner && !m.is_you ? (
                <button
                  type="button"
                  className="btn btn-small btn-ghost"
                  onClick={() => {
                    if (confirm(W.confirmRemove(m.username))) void change(() => removeMember(id, m.username));
                  }}
                >
                  {W.remove}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="league-settings">
        <h3 id="league-settings">{W.settings}</h3>
        <label className="check">
          <input
            type="checkbox"
            checked={league.hidden}
            onChange={(e) => change(() => setHidden(id, e.target.checked))}
          />
          {W.hideMe}
        </label>
        {league.is_owner ? (
          <form
            className="league-form league-rename"
            onSubmit={(e) => {
              e.preventDefault();
              void change(() => renameLeague(id, newName));
            }}
          >
            <div className="field">
              <label htmlFor="league-rename">{W.leagueName}</label>
              <input
                id="league-rename"
                type="text"
                value={newName}
                maxLength={400}
                onChange={(e) => setNewName(e.target.value)}
              />
            </div>
            <button type="submit" className="btn btn-secondary">
              {W.rename}
            </button>
          </form>
        ) : null}
        <p className="button-row">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => goAway(W.confirmLeave, () => leaveLeague(id))}
          >
            {W.leave}
          </button>
          {league.is_owner ? (
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => goAway(W.confirmDelete, () => deleteLeague(id))}
            >
              {W.deleteLeague}
            </button>
          ) : null}
        </p>
      </section>
    </div>
  );
}

function Grid({ rows }: { rows: CellColor[][] }) {
  return (
    <span className="league-grid" aria-hidden="true">
      {rows.map((row, i) => (
        <span key={i} className="league-grid-row">
          {row.map((c, j) => (
            <span key={j} className={`league-cell league-cell-${c}`} />
          ))}
        </span>
      ))}
    </span>
  );
}

const timeOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
/** A table's first or last day (YYYY-MM-DD) as the page's language writes a date. */
const dateOf = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

function resultText(row: DayTableRow, W: ReturnType<typeof useLeagueWords>): string {
  if (!row.finished) return W.notYet;
  return row.solved ? W.solvedIn(row.tries ?? 0) : W.gaveUp(row.tries ?? 0);
}

function PlayerCell({ row }: { row: { username: string; is_you: boolean; hidden?: boolean } }) {
  const W = useLeagueWords();
  return (
    <th scope="row" role="rowheader">
      {row.username} {row.is_you ? <span className="muted">{W.you}</span> : null}
      {row.hidden ? <span className="muted"> · {W.hiddenMark}</span> : null}
    </th>
  );
}

function DayTableView({ table }: { table: DayTable }) {
  const W = useLeagueWords();
  const locale = useLocale();
  return (
    <>
      {table.you_finished ? (
        table.answer ? (
          <p className="league-answer">{W.answerWas(table.answer)}</p>
        ) : null
      ) : (
        <p className="league-spoiler-free">
          {W.spoilerFree}{' '}
          <a href={localizedPath('/', locale)} className="btn btn-small">
            {W.playToday}
          </a>
        </p>
      )}
      <div className="league-table-wrap">
        {/* The roles keep it a table for screen readers where a phone lays its rows out as cards (leagues.css). */}
        <table className="league-table" data-period="day" role="table">
          <thead role="rowgroup">
            <tr role="row">
              {[W.player, W.result, W.grid, W.hints, W.time, W.streak].map((heading) => (
                <th key={heading} scope="col" role="columnheader">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {table.rows.map((row) => (
              <tr key={row.username} role="row" data-player={row.username} data-finished={row.finished}>
                <PlayerCell row={row} />
                <td role="cell" data-label={W.result}>
                  {resultText(row, W)}
                  {row.hard ? <span className="league-hard"> · {W.hardMark}</span> : null}
                </td>
                <td role="cell" data-label={W.grid} className="league-played">
                  {row.grid ? <Grid rows={row.grid} /> : null}
                  {row.guesses ? (
                    <span className="league-guesses">
                      {W.guessed} {row.guesses.join(', ')}
                    </span>
                  ) : null}
                </td>
                <td role="cell" data-label={W.hints}>
                  {row.finished ? row.hints : ''}
                </td>
                <td role="cell" data-label={W.time}>
                  {row.finished_at ? timeOf(row.finished_at, locale) : ''}
                </td>
                <td role="cell" data-label={W.streak}>
                  {row.streak}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function PeriodTableView({ table }: { table: PeriodTable }) {
  const W = useLeagueWords();
  const locale = useLocale();
  return (
    <>
      <p className="muted">
        {W.period(dateOf(table.from, locale), dateOf(table.through, locale))} · {W.pointsRule}
      </p>
      <div className="league-table-wrap">
        <table className="league-table" data-period={table.period}>
          <thead>
            <tr>
              <th scope="col">{W.player}</th>
              <th scope="col">{W.points}</th>
              <th scope="col">{W.wins}</th>
              <th scope="col">{W.played}</th>
              <th scope="col">{W.streak}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.username} data-player={row.username}>
                <PlayerCell row={row} />
                <td>{row.points}</td>
                <td>{row.wins}</td>
                <td>{row.played}</td>
                <td>{row.streak}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
