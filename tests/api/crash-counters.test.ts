/**
 * An attack test killed the server (kill -9) during a burst of completions: a count file
 * was left 0 bytes (949 wins shown as 0) and a tries file empty (681 wins, an empty
 * distribution), and the start-up recount covered only the last 7 days. Every write of
 * the fs keyed store now goes to a temporary file renamed over the old one, and the
 * recount repairs any day whose counters disagree with its markers.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDriverStorage } from '../../api/stores/drivers.ts';
import { createKeyedStore } from '../../api/stores/keyed-store.ts';
import { startServer } from '../../api/server.ts';
import { FIXTURE_CONTENT, homeOf, startTestServer } from './_server.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) =>
    statSync(join(dir, f)).isFile(),
  );
}

/** Runs the writer until it has written a while, then kills it with SIGKILL. */
async function killMidWrite(dataDir: string, afterMs: number): Promise<void> {
  const child = spawn(process.execPath, ['tests/support/fs-store-writer.ts', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the writer stopped by itself (${code})`)));
  });
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('the fs keyed store under kill -9', () => {
  it('never leaves a value half-written: every file holds a whole value after 8 kills mid-write', async () => {
    const broken: string[] = [];
    for (let round = 0; round < 8; round++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'platter-crash-'));
      dirs.push(dataDir);
      await killMidWrite(dataDir, 50 + 40 * round);
      const store = join(dataDir, 'store');
      // Temporary files of unfinished writes may stay behind; they are never read as values.
      for (const file of filesUnder(store).filter((f) => !f.split('/').at(-1)!.startsWith('.'))) {
        const text = readFileSync(join(store, file), 'utf8');
        try {
          const value = JSON.parse(text) as { v?: unknown };
          if (value.v === undefined) broken.push(`${file}: no value`);
        } catch {
          broken.push(`${file}: ${text.length} bytes that are not JSON`);
        }
      }
      // And the store lists only its keys, never a temporary file.
      const reopened = createKeyedStore(createDriverStorage('fs', dataDir, 'store'));
      const keys = await reopened.keys();
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((k) => k.split(':').some((part) => part.startsWith('.')))).toEqual([]);
      await reopened.dispose();
    }
    expect(broken).toEqual([]);
  }, 60_000);
});

describe('the recount at start', () => {
  it('repairs a day of any age whose counters were left 0 bytes, not only the last 7 days', async () => {
    // Noon in New York on 2026-03-05: six wins and two give-ups on their day.
    let now = Date.parse('2026-03-05T17:00:00Z');
    const first = await startTestServer({ storage: 'fs', now: () => new Date(now) });
    dirs.push(first.dataDir);
    const outcomes = [3, 4, 4, 5, 4, 6]
      .map((guessCount) => ({ guessCount }))
      .concat([{ guessCount: 7, hasGivenUp: true } as never, { guessCount: 2, hasGivenUp: true } as never]);
    for (const [i, outcome] of outcomes.entries()) {
      const playerId = `early-player-${i}`;
      const { body } = await first.post(
        '/api/public/challenge-complete',
        { date: '2026-03-05', challengeNumber: 1, playerId, ...outcome },
        homeOf(playerId),
      );
      expect(body).toMatchObject({ counted: true });
    }
    const honest = (await first.get('/api/public/challenge-stats/2026-03-05')).body;
    expect(honest).toMatchObject({
      completion_count: 6,
      gave_up_count: 2,
      guess_distribution: { 3: 1, 4: 3, 5: 1, 6: 1 },
    });
    await first.close();

    // The kill: the day's counters emptied. Nine days later 2026-03-05 is older than the last 7.
    const store = join(first.dataDir, 'store', 'completions');
    for (const file of ['count/2026-03-05', 'gave-up/2026-03-05', 'tries/2026-03-05/4'])
      truncateSync(join(store, file), 0);
    now = Date.parse('2026-03-14T17:00:00Z');
    const again = await startServer({
      port: 0,
      host: '127.0.0.1',
      app: {
        contentDir: FIXTURE_CONTENT,
        dataDir: first.dataDir,
        storage: 'fs',
        now: () => new Date(now),
        silent: true,
      },
    });
    try {
      const res = await fetch(`${again.url}/api/public/challenge-stats/2026-03-05`);
      expect(await res.json()).toEqual(honest);
    } finally {
      await again.close();
    }
  });
});
