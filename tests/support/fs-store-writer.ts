/**
 * A process that writes to a fs keyed store as fast as it can, until it is killed: the
 * crash tests (tests/api/crash-counters.test.ts) kill it with SIGKILL mid-write and read
 * what it left. Usage: node tests/support/fs-store-writer.ts <dataDir>
 */
import { createDriverStorage } from '../../api/stores/drivers.ts';
import { createKeyedStore } from '../../api/stores/keyed-store.ts';

const dataDir = process.argv[2]!;
const store = createKeyedStore(createDriverStorage('fs', dataDir, 'store'));
// Values large enough that a write takes a while: a kill lands in the middle of some.
const filler = 'x'.repeat(256 * 1024);
let round = 0;
async function writer(i: number): Promise<never> {
  for (;;) {
    await store.increment(`completions:count:day-${i}`);
    await store.set(`completions:player:day-${i}:p${round}`, { gaveUp: false, guessCount: 3, filler });
  }
}
for (let i = 0; i < 8; i++) void writer(i);
setInterval(() => {
  round++;
  if (round === 3) process.stdout.write('writing\n');
}, 10);
