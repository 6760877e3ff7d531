import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/cli/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
