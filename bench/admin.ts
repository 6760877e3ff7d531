/**
 * `npm run bench` (part 3): what an admin write costs, and what players feel meanwhile.
 *
 * The real content (every dish) is copied into a temporary git repository and served by
 * the real app in a child process. An admin signs in and makes a series of changes through
 * the admin API, each a commit: calendar days set and dishes edited. Meanwhile a player
 * loop asks for today's challenge one request after another; its slowest answer is how
 * long the server stopped answering players while a write was applied.
 *
 * Nothing is written into the repository: content and data go to a temp directory.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createUserStore } from '../api/accounts/users.ts';
import { ask, startChild } from './child.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NOW = '2026-11-21T15:00:00Z';
const WRITES = Number(process.env.BENCH_WRITES ?? 6);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'platter-bench-admin-'));
  const contentDir = join(root, 'content');
  const dataDir = join(root, 'data');
  cpSync(join(ROOT, 'content'), contentDir, { recursive: true });
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: root,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Bench',
        GIT_AUTHOR_EMAIL: 'bench@example.com',
        GIT_COMMITTER_NAME: 'Bench',
        GIT_COMMITTER_EMAIL: 'bench@example.com',
      },
    });
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'commit.gpgsign', 'false');
  git('add', '.');
  git('commit', '--quiet', '-m', 'content');
  await createUserStore(dataDir).add(
    { username: 'bench', email: 'bench@example.com', password: 'a long bench password', isAdmin: true },
    new Date(NOW),
  );

  const server = await startChild('admin', contentDir, dataDir, NOW);
  const call = async (method: string, path: string, token?: string, json?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    const body = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };

  try {
    const login = await call('POST', '/api/login', undefined, {
      identifier: 'bench',
      password: 'a long bench password',
    });
    const token = (login.session as { access_token: string }).access_token;
    const { foods } = (await call('GET', '/api/admin/foods', token)) as { foods: Record<string, unknown>[] };

    // The player loop: one request after another, for as long as the writes go on.
    let writing = true;
    const player: number[] = [];
    const playerLoop = (async () => {
      while (writing) {
        const start = performance.now();
        await call('GET', '/api/public/daily-challenge/today');
        player.push(performance.now() - start);
      }
    })();
    // A moment of quiet first, so the player figures include the ordinary answer time.
    await new Promise((r) => setTimeout(r, 300));

    const calendarWrites: number[] = [];
    const foodWrites: number[] = [];
    for (let i = 0; i < WRITES; i++) {
      let start = performance.now();
      await call('POST', '/api/admin/daily-challenges', token, {
        date: `2028-01-${String(i + 1).padStart(2, '0')}`,
        food: foods[i * 7]!.name,
      });
      calendarWrites.push(performance.now() - start);

      const food = foods[i * 11 + 3]!;
      start = performance.now();
      await call('PUT', `/api/admin/foods/${encodeURIComponent(String(food.name))}`, token, {
        ...food,
        serving_context: [...(food.serving_context as string[]), `bench ${i}`],
      });
      foodWrites.push(performance.now() - start);
    }
    writing = false;
    await playerLoop;
    const memory = await ask<{ rss: number; heap: number }>(server, 'memory');
    const commits = Number(git('rev-list', '--count', 'HEAD').toString().trim()) - 1;

    console.log(`\nAdmin writes on ${foods.length} dishes (each one a git commit; ${commits} commits made):`);
    console.log(
      `  set a calendar day:  median ${percentile(calendarWrites, 50).toFixed(0)} ms, slowest ` +
        `${Math.max(...calendarWrites).toFixed(0)} ms`,
    );
    console.log(
      `  edit a dish:         median ${percentile(foodWrites, 50).toFixed(0)} ms, slowest ` +
        `${Math.max(...foodWrites).toFixed(0)} ms`,
    );
    console.log(
      `  a player meanwhile (GET today, ${player.length} requests): median ` +
        `${percentile(player, 50).toFixed(1)} ms, p99 ${percentile(player, 99).toFixed(0)} ms, slowest ` +
        `${Math.max(...player).toFixed(0)} ms (the longest the server stopped answering)`,
    );
    console.log(
      `  server memory after the writes: RSS ${(memory.rss / 1024 / 1024).toFixed(1)} MB; JS heap after a ` +
        `full GC ${(memory.heap / 1024 / 1024).toFixed(1)} MB`,
    );
  } finally {
    server.process.removeAllListeners('exit');
    server.process.send('exit');
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
