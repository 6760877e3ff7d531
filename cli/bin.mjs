#!/usr/bin/env node
// The `platter` command. A plain .mjs entry so that an old Node gets a clear message
// instead of a syntax error; the CLI itself is TypeScript run by Node's type stripping.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `platter needs Node 22.12 or newer (this is ${process.version}). ` +
      'Run it through npm (`npx platter ...` or `npm run platter -- ...`), which uses the Node 24 that `npm ' +
      'install` put in node_modules.',
  );
  process.exit(1);
}
// Cache V8's compiled code between runs (in the OS temp directory): the CLI loads zod,
// yaml and its own TypeScript on every start, and a warm cache roughly halves that.
const { enableCompileCache } = await import('node:module');
enableCompileCache?.();
// A reader that stops early (`platter countries | head`) closes the pipe: that is the end of
// the output, not an error to print a stack trace for.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}
const { main } = await import('./main.ts');
await main(process.argv.slice(2));
