/**
 * `npm start`: builds the site when dist/ is missing or not of this content and sources, then
 * serves the site and the API from one process on http://localhost:4321 (PORT and HOST
 * override; see docs/api.md for every variable). Ctrl-C closes it gracefully.
 */
import { relative } from 'node:path';
import { settingsFromEnv } from '../api/options.ts';
import { startServer } from '../api/server.ts';
import { describeStorage } from '../api/stores/drivers.ts';
import { ensureSite, siteDirFromEnv } from './site-build.ts';

async function main(): Promise<void> {
  let settings: ReturnType<typeof settingsFromEnv>;
  try {
    settings = settingsFromEnv(process.env, process.cwd());
  } catch (error) {
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }
  // SERVE_SITE=0: the API alone (a reader instance behind a CDN, or the cluster test).
  const siteDir = siteDirFromEnv();
  const serveSite = settings.serveSite
    ? await ensureSite({
        siteDir,
        contentDir: settings.app.contentDir,
        buildLog: settings.buildLog,
        // A reader serves what the writer built: one builder per content commit.
        build: settings.app.role !== 'reader',
      })
    : false;
  if (serveSite === 'stopped') {
    console.log('Stopped during the site build.');
    process.exitCode = 1;
    return;
  }
  const server = await startServer({
    port: settings.port,
    host: settings.host,
    app: { ...settings.app, siteDir: serveSite ? siteDir : undefined },
  });
  // Paths inside the working directory read best relative; others in full.
  const show = (path: string) => {
    const rel = relative(process.cwd(), path);
    return rel === '' ? '.' : rel.startsWith('..') ? path : rel;
  };
  const role = settings.app.role && settings.app.role !== 'single' ? `, role: ${settings.app.role}` : '';
  const clock = process.env.PLATTER_NOW ? `, clock fixed at ${process.env.PLATTER_NOW}` : '';
  console.log(
    `Platter is listening on ${server.url} (${serveSite ? 'site and API' : 'API only'}; content: ` +
      `${show(settings.app.contentDir)}, data: ${show(settings.app.dataDir)}, ` +
      `${describeStorage(settings.app.storage ?? 'fs')}, records: ` +
      `${server.platter.context.stores.records.description}${role}${clock})`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: finishing open requests and closing.`);
    // A request that never ends must not keep the process alive forever.
    setTimeout(() => {
      console.error('Open requests did not finish within 10 s; exiting.');
      process.exit(1);
    }, 10_000).unref();
    server.close().then(
      () => {
        console.log('Closed.');
        process.exitCode = 0;
      },
      (error: unknown) => {
        console.error(error);
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

await main();
