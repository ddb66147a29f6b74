import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// One runner for every tier. The e2e project joins only when a Chromium is found (scripts/test.mjs says so).
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
const withE2e = process.env.SEWA_E2E !== '0' && existsSync(chromium);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts', 'packages/format/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'ui',
          include: ['packages/ui/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/ui/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/ui/src/test-setup.ts', 'apps/web/src/test/setup-leaflet.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withE2e
        ? [
            {
              test: {
                name: 'e2e',
                include: ['e2e/**/*.spec.ts'],
                environment: 'node',
                globalSetup: ['e2e/support/global-setup.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
});
