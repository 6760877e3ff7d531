/**
 * /admin-daily-challenge: the challenge calendar. A month grid of days with their dishes,
 * played days set apart; a single set (a date and a food); selection mode, which gathers
 * days to delete and an ordered list of foods to put on the earliest free dates within
 * 365 days (the server plans them with the CLI's rule), left with Escape or after a bulk
 * delete; a warning when a chosen food was already a challenge; and the completion
 * statistics with totals. Deleting asks first; changing a played day asks why, naming the
 * day and its number (GateDialog.tsx), and the reason goes into the commit.
 */
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { ALL_FOODS_USED, bulkWindow, freeDates, isBulkRefusal } from '../../../core/calendar.ts';
import { isPlayedDay } from '../../../core/days.ts';
import { buildSearchIndex, findFoodIn } from '../../../core/search.ts';
import { Notice, type NoticeText } from '../../components/Notice.tsx';
import { adminRequest, fetchAdminFoods, messageOf, type AdminChallenge, type AdminFood } from '../../lib/admin-api.ts';
import { AdminGate } from './AdminGate.tsx';
import { AdminNotice } from './AdminNotice.tsx';
import { BulkPanel } from './calendar/BulkPanel.tsx';
import { CalendarMonth } from './calendar/CalendarMonth.tsx';
import { CompletionStats, type ChallengeStats } from './calendar/CompletionStats.tsx';
import { keepEnterInField } from './form-keys.ts';
import { longDate, useGate } from './GateDialog.tsx';

interface ChallengeList {
  challenges: AdminChallenge[];
  today: string;
  version: string;
}

function ChallengeScreen() {
  const [list, setList] = useState<ChallengeList | undefined>(undefined);
  const [foods, setFoods] = useState<AdminFood[]>([]);
  const [stats, setStats] = useState<ChallengeStats | undefined>(undefined);
  const [loadError, setLoadError] = useState('');
  const [month, setMonth] = useState('');
  const [date, setDate] = useState('');
  const [foodName, setFoodName] = useState('');
  const [notice, setNotice] = useState<NoticeText | undefined>(undefined);
  const [selecting, setSelecting] = useState(false);
  const [selectedDays, setSelectedDays] = useState<string[]>([]);
  const [bulkFoods, setBulkFoods] = useState<AdminFood[]>([]);
  const [bulkInput, setBulkInput] = useState('');
  const [busy, setBusy] = useState(false);
  /** The date's current dish, when setting another on it waits for the admin's answer. */
  const [confirming, setConfirming] = useState<AdminChallenge | undefined>(undefined);
  const gate = useGate();

  const load = useCallback(async () => {
    try {
      const answer = await adminRequest<ChallengeList>('GET', '/admin/daily-challenges');
      setList(answer);
      setMonth((m) => m || answer.today.slice(0, 7));
      setLoadError('');
    } catch {
      setLoadError('Failed to fetch challenges');
    }
    try {
      setStats(await adminRequest<ChallengeStats>('GET', '/admin/challenge-stats'));
    } catch {
      setStats(undefined);
    }
  }, []);

  useEffect(() => {
    void load();
    fetchAdminFoods().then(
      (a) => setFoods(a.foods),
      () => setFoods([]),
    );
  }, [load]);

  const byDate = useMemo(() => new Map((list?.challenges ?? []).map((c) => [c.date, c])), [list]);
  const searchIndex = useMemo(() => buildSearchIndex(foods), [foods]);
  const datesBySlug = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const c of list?.challenges ?? []) map.set(c.slug, [...(map.get(c.slug) ?? []), c.date]);
    return map;
  }, [list]);

  const leaveSelection = useCallback(() => {
    setSelecting(false);
    setSelectedDays([]);
  }, []);

  // Escape leaves selection mode (unless a dialog is open: Escape closes that first).
  useEffect(() => {
    if (!selecting) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('dialog[open]')) leaveSelection();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selecting, leaveSelection]);

  const chosen = findFoodIn(foods, foodName, searchIndex);
  const usedOn = chosen ? (datesBySlug.get(chosen.slug) ?? []).filter((d) => d !== date) : [];

  /** Sets the chosen dish on the date: replacing the day's dish, or inserting it and moving the later days by one. */
  const send = async (mode: 'replace' | 'insert') => {
    const current = byDate.get(date);
    setConfirming(undefined);
    setBusy(true);
    try {
      const answer = await gate.send<{ replaced: { name: string } | null; moved: string[] }>(
        'POST',
        '/admin/daily-challenges',
        {
          date,
          food: chosen?.slug ?? foodName.trim(),
          version: current?.version ?? 'absent',
          mode,
        },
      );
      if (!answer) {
        setBusy(false);
        return;
      }
      const after =
        answer.replaced && current
          ? ` ${answer.replaced.name} (#${current.challengeNumber}) no longer has a day.`
          : answer.moved.length > 0
            ? ` ${answer.moved.length === 1 ? '1 later day' : `${answer.moved.length} later days`} moved by ` +
              `one (${answer.moved[0]}${answer.moved.length > 1 ? ` to ${answer.moved.at(-1)}` : ''}).`
            : '';
      setNotice({ kind: 'ok', text: `Challenge set!${after}` });
      setFoodName('');
      await load();
    } catch (err) {
      setNotice({ kind: 'error', text: `Failed to set challenge. ${messageOf(err)}` });
    }
    setBusy(false);
  };

  const setSingle = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(undefined);
    if (!date || !foodName.trim()) {
      setNotice({ kind: 'error', text: 'Please choose a date and a food' });
      return;
    }
    const current = byDate.get(date);
    // A day that has a dish is never replaced without asking.
    if (current && current.slug !== chosen?.slug) {
      setConfirming(current);
      return;
    }
    await send('replace');
  };

  const deleteDay = async (day: string) => {
    setNotice(undefined);
    const current = byDate.get(day);
    // A day to come is asked about here; a played one by the gate, which asks why.
    if (current && list && !isPlayedDay(day, list.today)) {
      const sure = await gate.ask({
        kind: 'plain',
        title: `Delete challenge #${current.challengeNumber}?`,
        body: (
          <p>
            <strong>{longDate(day)}</strong> loses {current.food} and becomes free; the days after it keep their dishes,
            each numbered one lower.
          </p>
        ),
        confirmLabel: `Delete #${current.challengeNumber}`,
      });
      if (!sure) return;
    }
    try {
      const done = await gate.send(
        'DELETE',
        `/admin/daily-challenges/${day}${current ? `?version=${encodeURIComponent(current.version)}` : ''}`,
      );
      if (!done) return;
      setNotice({ kind: 'ok', text: 'Challenge deleted!' });
      await load();
    } catch (err) {
      setNotice({ kind: 'error', text: `Failed to delete challenge. ${messageOf(err)}` });
    }
  };

  const clickDay = (day: string) => {
    if (selecting) {
      if (!byDate.has(day)) return;
      setSelectedDays((s) => (s.includes(day) ? s.filter((d) => d !== day) : [...s, day].sort()));
    } else {
      setDate(day);
      setNotice(undefined);
    }
  };

  const addBulkFood = () => {
    const food = findFoodIn(foods, bulkInput, searchIndex);
    if (!food) {
      setNotice({ kind: 'error', text: `No food named "${bulkInput}"` });
      return;
    }
    setBulkFoods((list) => [...list, food]);
    setBulkInput('');
  };

  const addUnused = () => {
    const unused = foods.filter((f) => !datesBySlug.has(f.slug) && !bulkFoods.includes(f));
    if (unused.length === 0) {
      setNotice({ kind: 'warning', text: ALL_FOODS_USED });
      return;
    }
    setBulkFoods((list) => [...list, ...unused]);
  };

  const move = (index: number, by: number) =>
    setBulkFoods((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(Math.max(0, Math.min(next.length, index + by)), 0, item!);
      return next;
    });

  const bulkSet = async () => {
    setNotice(undefined);
    setBusy(true);
    try {
      const answer = await gate.send<{ count: number }>('POST', '/admin/daily-challenges/bulk', {
        foods: bulkFoods.map((f) => f.slug),
        version: list?.version,
      });
      if (!answer) {
        setBusy(false);
        return;
      }
      setNotice({ kind: 'ok', text: `Successfully set ${answer.count} challenges!` });
      setBulkFoods([]);
      await load();
    } catch (err) {
      const message = messageOf(err);
      // The server's own words for the spec's refusals ('Please select at least one food', 'Not enough available
      // dates ...').
      setNotice({
        kind: 'error',
        text: isBulkRefusal(message) ? message : `Failed to set bulk challenges. ${message}`,
      });
    }
    setBusy(false);
  };

  const bulkDelete = async () => {
    if (selectedDays.length === 0) return;
    // Played days among them: the gate asks, naming each with its number; otherwise asked here.
    if (!selectedDays.some((d) => list && isPlayedDay(d, list.today))) {
      const sure = await gate.ask({
        kind: 'plain',
        title: `Delete the challenges of ${selectedDays.length} selected day(s)?`,
        body: (
          <ul className="gate-days">
            {selectedDays.map((d) => (
              <li key={d}>
                #{byDate.get(d)?.challengeNumber}, {longDate(d)}: {byDate.get(d)?.food}
              </li>
            ))}
          </ul>
        ),
        confirmLabel: 'Delete them',
      });
      if (!sure) return;
    }
    setNotice(undefined);
    setBusy(true);
    try {
      const answer = await gate.send<{ count: number }>('POST', '/admin/daily-challenges/bulk-delete', {
        dates: selectedDays,
        version: list?.version,
      });
      if (!answer) {
        setBusy(false);
        return;
      }
      setNotice({ kind: 'ok', text: `Successfully deleted ${answer.count} challenge(s)!` });
      leaveSelection();
      await load();
    } catch (err) {
      setNotice({ kind: 'error', text: `Failed to delete some challenges. ${messageOf(err)}` });
    }
    setBusy(false);
  };

  if (loadError && !list) return <Notice text={loadError} />;
  if (!list) return <p>Loading...</p>;

  // The free dates a bulk set would fill: the server plans with the same rule.
  const { from, through } = bulkWindow(list.today);
  const freeIn365 = freeDates(Object.fromEntries(list.challenges.map((c) => [c.date, c.slug])), from, through).length;

  return (
    <div className="admin-screen">
      <h1>Daily Challenge</h1>
      <datalist id="challenge-foods">
        {foods.map((f) => (
          <option key={f.slug} value={f.name} />
        ))}
      </datalist>
      <AdminNotice notice={notice} />

      <CalendarMonth
        month={month}
        onMonth={setMonth}
        selecting={selecting}
        byDate={byDate}
        today={list.today}
        selectedDays={selectedDays}
        date={date}
        onDay={clickDay}
        total={list.challenges.length}
        freeIn365={freeIn365}
      />

      {!selecting ? (
        <form className="page-card" onSubmit={setSingle} onKeyDown={keepEnterInField} aria-labelledby="single-title">
          <h2 id="single-title">Set a challenge</h2>
          <div className="admin-filters">
            <div className="field">
              <label htmlFor="challenge-date">Date</label>
              <input id="challenge-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="challenge-food">Food</label>
              <input
                id="challenge-food"
                type="text"
                list="challenge-foods"
                value={foodName}
                onChange={(e) => setFoodName(e.target.value)}
                autoComplete="off"
              />
            </div>
          </div>
          {date && byDate.get(date) && isPlayedDay(date, list.today) ? (
            <p className="small played-note" role="note">
              Challenge #{byDate.get(date)!.challengeNumber} ({longDate(date)}) has been played: it is history. Changing
              or deleting it asks why, and the reason goes into the commit message.
            </p>
          ) : null}
          {date && byDate.get(date) ? (
            <p className="small">
              {date} is currently <strong>{byDate.get(date)!.food}</strong> (challenge #
              {byDate.get(date)!.challengeNumber}).{' '}
              <button type="button" className="btn btn-danger btn-small" onClick={() => void deleteDay(date)}>
                Delete this challenge
              </button>
            </p>
          ) : null}
          {usedOn.length > 0 ? (
            <p className="warning-text" role="status">
              Warning: {chosen!.name} was already used in a challenge on {usedOn.join(', ')}.
            </p>
          ) : null}
          {confirming && confirming.date === date ? (
            <div className="confirm-panel" role="alertdialog" aria-labelledby="replace-question">
              <p id="replace-question">
                <strong>
                  Replace {confirming.food} (#{confirming.challengeNumber})?
                </strong>{' '}
                {date} already has a dish. Replacing it leaves {confirming.food} without a day; inserting moves{' '}
                {confirming.food} and the scheduled days after it one day later, up to the first free date.
              </p>
              <div className="button-row">
                <button
                  type="button"
                  className="btn btn-danger"
                  disabled={busy}
                  onClick={() => void send('replace')}
                  autoFocus
                >
                  Replace {confirming.food}
                </button>
                <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void send('insert')}>
                  Insert and move later days by one
                </button>
                <button type="button" className="btn btn-ghost" onClick={() => setConfirming(undefined)}>
                  Cancel
                </button>
              </div>
            </div>
          ) : null}
          <div className="button-row">
            <button type="submit" className="btn" disabled={busy}>
              Set Challenge
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setSelecting(true)}>
              Selection mode
            </button>
          </div>
        </form>
      ) : (
        <BulkPanel
          busy={busy}
          selection={{ count: selectedDays.length, onDelete: () => void bulkDelete(), onLeave: leaveSelection }}
          queue={{
            input: bulkInput,
            onInput: setBulkInput,
            onAdd: addBulkFood,
            onAddUnused: addUnused,
            foods: bulkFoods,
            onMove: move,
            onRemove: (i) => setBulkFoods((l) => l.filter((_, j) => j !== i)),
          }}
          datesBySlug={datesBySlug}
          freeIn365={freeIn365}
          onSchedule={() => void bulkSet()}
        />
      )}

      <CompletionStats stats={stats} today={list.today} />
      {gate.dialog}
    </div>
  );
}

export default function ChallengeAdmin() {
  return (
    <AdminGate>
      <ChallengeScreen />
    </AdminGate>
  );
}
