#!/usr/bin/env node
// The `platter` command. A plain .mjs entry so that an old Node gets a clear message
// instead of a syntax error; the CLI itself is TypeScript run by Node's type stripping.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `platter needs Node 22.12 or newer (this is ${process.version}). ` +
      'Run it through npm (`npx platter ...` or `npm run platter -- ...`), which uses the Node 24 that `npm install` put in node_modules.',
  );
  process.exit(1);
}
const { main } = await import('./main.ts');
await main(process.argv.slice(2));
