import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries: web and server each use shared and never each other; shared uses neither;
 * a provider folder is a leaf that the rest of the server plugs in, so it imports none of the
 * server's layers and no other provider (only config, logger and shared).
 */
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: patterns.map(([group, message]) => ({ group, message })) }] },
});
const serverLayers = ['domain', 'routes', 'jobs', 'db', 'http', 'identity', 'policies'];
const providers = readdirSync(new URL('./src/server/providers', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundaries = [
  restrict(['src/web/**'], [[['**/server/**', '@server/**'], 'The web app talks to the server only through the API; share code via src/shared.']]),
  restrict(['src/server/**'], [[['**/web/**', '@web/**'], 'The server never imports the web app; share code via src/shared.']]),
  restrict(['src/shared/**'], [[['**/server/**', '**/web/**', '@web/**'], 'src/shared is imported by both sides and imports neither.']]),
  ...providers.map((name) =>
    restrict(
      [`src/server/providers/${name}/**`],
      [
        [[...serverLayers.map((layer) => `**/${layer}/**`), '**/context.ts'], 'A provider is a leaf: it may use config, logger and src/shared only.'],
        [providers.filter((other) => other !== name).map((other) => `**/${other}/**`), 'A provider never imports another provider.'],
      ],
    ),
  ),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'src/web/public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...boundaries,
);
