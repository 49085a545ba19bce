import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const alias = viteConfig.resolve?.alias;

export default mergeConfig(
  { resolve: { alias } },
  defineConfig({
    test: {
      // API test files mostly wait on PostgreSQL and the app, so three run at once even on two cores.
      maxWorkers: 3,
      projects: [
        {
          resolve: { alias },
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
            environment: 'node',
          },
        },
        {
          resolve: { alias },
          test: {
            name: 'api',
            include: ['tests/api/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/support/postgres-global-setup.ts'],
            testTimeout: 20_000,
            hookTimeout: 60_000,
          },
        },
        {
          resolve: { alias },
          test: {
            // The portrait API tests again, with files in a local S3-compatible server.
            name: 'api-s3',
            include: ['tests/api/portraits.test.ts', 'tests/api/portrait-access.test.ts'],
            environment: 'node',
            env: { TEST_STORAGE: 's3' },
            globalSetup: ['tests/support/postgres-global-setup.ts'],
            testTimeout: 20_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
