// A stand-in for `astro build` (SITE_BUILD_COMMAND) in the tests of one build at a time:
// takes a moment, writes an index.html naming the content it was built from into the
// folder given last, and appends one line per build to FAKE_SITE_BUILD_LOG.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const outDir = process.argv.at(-1);
await new Promise((r) => setTimeout(r, Number(process.env.FAKE_SITE_BUILD_MS ?? 400)));
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'index.html'), `<!doctype html><title>built from ${process.env.CONTENT_DIR}</title>\n`);
if (process.env.FAKE_SITE_BUILD_LOG) appendFileSync(process.env.FAKE_SITE_BUILD_LOG, `${process.pid} ${outDir}\n`);
