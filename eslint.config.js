import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/module-boundaries.js';
import refusalValues from './eslint-rules/refusal-values.js';
import checkedRefusals from './eslint-rules/checked-refusals.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'docs/**', 'coverage/**', '**/*.generated.*', '**/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'dayjs',
              allowTypeImports: true,
              message: 'import dayjs from components/dates.ts (it sets the Chinese locale the date pickers read).',
            },
            {
              name: 'antd',
              importNames: ['App'],
              message: "use useApp() from components/feedback (antd's App brings its holders into every page).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/dates.ts', 'apps/web/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Functions of at most 150 lines (docs/architecture.md): a longer one is split into named steps, a component into
    // sub-components and hooks. Every line counts, blank and comment lines too (what a reader scrolls through); the
    // demo seed's data builders and the tests are exempt.
    files: ['packages/domain/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/server/src/seed/**', '**/*.test.{ts,tsx}', '**/test-*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 150, IIFEs: true }] },
  },
  {
    // An area is reached only through its index.ts: the server's modules, the domain's areas and the web's features;
    // the domain and both wings (apps/server/src, apps/web/src) import only downwards, in the layer lists of
    // eslint-rules/module-boundaries.js.
    files: ['apps/server/**/*.ts', 'packages/domain/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { portal: boundaries },
    rules: { 'portal/module-boundaries': 'error' },
  },
  {
    // A domain rule refuses with a Refusal value, never with words (issue 55): no returned { ok: false, message }.
    // Every rule does (the list of files still converting emptied 2026-11-29); tests may spell out what they expect.
    files: ['packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { refusals: refusalValues },
    rules: { 'refusals/refusal-values': 'error' },
  },
  {
    // Every refusal the server throws is checked by the compiler against the entries that reach it (issue 55):
    // through `listedBy(…)`, or `noEntry` where no entry calls. The framework's own (http/) are implicit for every entry.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/http/**'],
    plugins: { refusalsChecked: checkedRefusals },
    rules: { 'refusalsChecked/checked-refusals': 'error' },
  },
  {
    // Pure rules: no I/O, no framework, no UI (style guide §8).
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'antd', '@ant-design/*'], message: 'packages/domain is React-free.' },
            {
              group: ['node:*', 'fs', 'path', 'fastify', 'kysely', 'pg', '@electric-sql/*'],
              message: 'packages/domain does no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    // The survey plan's geometry core (packages/domain/src/survey): React-free and canvas-free, so the server
    // re-checks with the same code what the browser's editor sends. Repeats the domain's rule (a later block
    // replaces the rule's options) and adds the drawing libraries and the apps.
    files: ['packages/domain/src/survey/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'antd', '@ant-design/*', 'konva', 'konva/*', 'react-konva'],
              message: 'the survey geometry core is React-free and canvas-free.',
            },
            {
              group: ['**/apps/**', '@portal/web*', '@portal/server*'],
              message: 'the geometry core does not know the apps.',
            },
            {
              group: ['node:*', 'fs', 'path', 'fastify', 'kysely', 'pg', '@electric-sql/*'],
              message: 'packages/domain does no I/O.',
            },
          ],
        },
      ],
    },
  },
);
