import { defineConfig } from 'vitest/config';
import { ensureMessages } from './site/build/messages.ts';

// The message catalogue's compiled modules, which site and API code import.
ensureMessages();

export default defineConfig({
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/cli/**/*.test.ts',
      'tests/cluster/**/*.test.ts',
    ],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
