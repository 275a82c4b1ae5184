import {defineConfig} from 'vitest/config';

/**
 * Two projects: `unit` runs plain TypeScript logic in Node; `chain` runs the
 * Ethereum client against a real local node started by its global setup.
 */
export default defineConfig({
  // tsconfig keeps JSX for Docusaurus to compile; tests need it compiled here.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: {
      '@site': new URL('.', import.meta.url).pathname.replace(/\/$/, ''),
      // A bundler alias of Docusaurus, which the docs plugin's client helpers import.
      '@docusaurus/router': new URL('node_modules/@docusaurus/core/lib/client/exports/router.js', import.meta.url)
        .pathname,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node'},
      },
      {
        extends: true,
        test: {
          name: 'chain',
          include: ['tests/chain/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/chain/setup/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
