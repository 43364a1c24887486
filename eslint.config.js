import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The contract's zod-free modules (under packages/contract/src, `*` one name): '@bible-admin/contract/plain'
 * exports them, and the browser loads them. A new zod-free module is added here.
 */
const zodFreeModules = [
  'plain',
  'constants',
  'endpoint',
  'endpoints/*',
  'pages',
  'permissions',
  'sections',
  'sectionTitles',
  'exportRows',
  'labels/*',
  'settingsRules',
  'urls',
];
/** How they import one another: `./endpoint`, `../pages`, `./endpoints/users`, a folder's `./endpoints`. */
const zodFreeImports = zodFreeModules.map((module) => module.replace('/*', '(/\\w+)?')).join('|');
// Storybook's test helpers (expect, userEvent, fn) belong to stories, tests and the story helpers kept in
// each package's src/storybook/ folder, never to a production module a page bundles.
const storybookTest = {
  name: 'storybook/test',
  message: 'Only stories, tests and src/storybook/ may import storybook/test.',
};
const storyFiles = ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'packages/*/src/storybook/**'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', '**/.data/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // RTL by construction: physical direction properties are refused in styles.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'TemplateElement[value.raw=/(^|[\\s;{])(margin|padding|border)-(left|right)\\s*:|(^|[\\s;{])(left|right)\\s*:|text-align\\s*:\\s*(left|right)|float\\s*:\\s*(left|right)/]',
          message: 'Use logical CSS properties (inline-start / inline-end), not left/right.',
        },
      ],
    },
  },
  {
    // The browser's code takes its values from the contract's zod-free entry, and only types from the
    // schema entry: a value import of '@bible-admin/contract' bundles zod and every schema into the page.
    files: ['packages/screens/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'packages/app/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@bible-admin/contract',
              allowTypeImports: true,
              message: "Import types only (import type), and values from '@bible-admin/contract/plain'.",
            },
            { name: 'zod', message: "The browser's code carries no zod: the server checks what it sends." },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    ignores: storyFiles,
    rules: { 'no-restricted-imports': ['error', { paths: [storybookTest] }] },
  },
  {
    // A screen formats in the provider's language: through useFormat(), never a raw formatter that defaults
    // to English. Stories and tests may compute the text they expect.
    // (This block's list replaces the one above for screens, so it names storybook/test again.)
    files: ['packages/screens/src/**/*.{ts,tsx}'],
    ignores: storyFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            storybookTest,
            {
              name: '@bible-admin/ui',
              importNames: [
                'formatDate',
                'formatDateTime',
                'formatRelativeTime',
                'formatMoney',
                'formatNumber',
                'formatAmount',
                'formatAmountsByCurrency',
                'formatDevice',
              ],
              message: 'Format through useFormat(), bound to the provider’s locale.',
            },
          ],
        },
      ],
    },
  },
  // The zod-free entry's modules import, at run time, only one another (types may come from anywhere);
  // a folder's modules also their siblings.
  ...[false, true].map((inFolder) => ({
    files: zodFreeModules
      .filter((module) => module.endsWith('/*') === inFolder)
      .map((module) => `packages/contract/src/${module}.ts`),
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!(\\.\\.?/(${zodFreeImports})${inFolder ? '|\\./\\w+' : ''})$)`,
              allowTypeImports: true,
              message: `A zod-free module imports only the others (${zodFreeModules.join(', ')}).`,
            },
          ],
        },
      ],
    },
  })),
  {
    // The constants import nothing at all.
    files: ['packages/contract/src/constants.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['*'], message: 'constants.ts imports nothing.' }] },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
