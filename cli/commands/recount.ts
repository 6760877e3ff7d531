/**
 * `platter recount`: checks the day counters of the completions (wins, give-ups, wins per
 * number of tries) against the player markers they are counted from, and writes again
 * those of any day that disagrees: what a killed server left short or empty. A starting
 * server does the same for the latest days and as many older ones as a second allows;
 * this command reaches every day (--all). It works on the stores the server uses (the
 * data directory's files, or Redis / PostgreSQL from the same environment variables).
 *
 * Today is left out: a running server is counting it, and a recount beside it could
 * count a completion twice. The server checks today itself when it starts.
 */
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { addDays } from '../../core/days.ts';
import { settingsFromEnv } from '../../api/options.ts';
import { createCompletionStore, describeRecount, RECOUNT_DAYS, recountDays } from '../../api/stores/completions.ts';
import { createDriverStorage, describeStorage } from '../../api/stores/drivers.ts';
import { createKeyedStore } from '../../api/stores/keyed-store.ts';
import { loadForCommand, resolveToday } from '../_context.ts';
import { CliError } from '../_errors.ts';
import { plural, printJson } from '../_output.ts';

interface RecountOptions {
  all?: boolean;
  data?: string;
  today?: string;
  json?: boolean;
}

export function defineRecountCommand(program: Command): Command {
  return program
    .command('recount')
    .description("repair the completion counters of days that disagree with their players' markers")
    .option('--all', `every challenge day before today (default: the latest ${RECOUNT_DAYS})`)
    .option('--data <dir>', 'the data directory (default DATA_DIR, else ./data)')
    .option('--today <date>', 'what "today" is (YYYY-MM-DD; default PLATTER_NOW, else the clock)')
    .option('--json', 'print { checked, repaired: [{ date, before, after }], unchecked } as JSON')
    .addHelpText(
      'after',
      `
The stores are those of the server: files under the data directory, or Redis
(REDIS_URL) / PostgreSQL (DATABASE_URL), read from the same environment variables.
Today is left out while the server counts it: the server checks it when it starts.

Examples:
  $ platter recount
  $ platter recount --all
  $ DATA_DIR=/srv/platter/data platter recount --all --json`,
    )
    .action(async (opts: RecountOptions, cmd: Command) => {
      const settings = (() => {
        try {
          return settingsFromEnv(process.env, process.cwd());
        } catch (error) {
          throw new CliError((error as Error).message);
        }
      })();
      const storage = settings.app.storage ?? 'fs';
      if (storage === 'memory')
        throw new CliError('STORAGE=memory keeps completions in the server process: there is nothing to recount here');
      const dataDir = opts.data === undefined ? settings.app.dataDir : resolve(opts.data);
      const today = resolveToday(opts.today);
      const { content } = loadForCommand(cmd);
      const dates = Object.keys(content.calendar).sort();
      const store = createKeyedStore(createDriverStorage(storage, dataDir, 'store', () => {}));
      try {
        const report = await recountDays(
          createCompletionStore(store),
          dates,
          addDays(today, -1),
          opts.all ? {} : { always: RECOUNT_DAYS, budgetMs: 0 },
        );
        if (opts.json) {
          printJson({
            checked: report.checked,
            repaired: report.repaired.map(({ date, before, after }) => ({ date, before, after })),
            unchecked: report.unchecked,
          });
          return;
        }
        for (const line of describeRecount(report)) console.log(line);
        console.log(
          `Checked ${plural(report.checked, 'day')} before ${today} in the ${describeStorage(storage)}; ` +
            `repaired ${report.repaired.length}.`,
        );
      } finally {
        await store.dispose();
      }
    });
}
