// Shared flat config for the whole workspace. The purity rules are the point of this file:
// engines and game-core get their randomness and time as data, never from the platform.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const PURE_PACKAGES = ['packages/game-core/src/**/*.ts', 'packages/*-engine/src/**/*.ts'];
const PURE_EXCEPTIONS = [
  '**/*.test.ts',
  '**/*.bench.ts',
  '**/bench/**',
  '**/cli/**',
  '**/scripts/**',
];

const impureSyntax = [
  {
    selector: "MemberExpression[object.name='Math'][property.name='random']",
    message: 'Engines are pure: draw randomness from the injected Rng (game-core).',
  },
  {
    selector: "NewExpression[callee.name='Date']",
    message: 'Engines are pure: pass time in as data.',
  },
  {
    selector: "MemberExpression[object.name='Date']",
    message: 'Engines are pure: pass time in as data.',
  },
  {
    selector: "MemberExpression[object.name='performance']",
    message: 'Engines are pure: no clocks.',
  },
];

/**
 * For a file `depth` folders below `apps/web/src/features/`: an import that climbs to `features/`
 * and enters another feature other than through its public module, the one named after the
 * feature (`games/games`) or its index. What features share lives in lib/ or components/.
 */
function crossFeatureImport(depth) {
  return {
    regex: `^(?:\\.\\./){${depth}}(?!\\.\\.)([^/]+)/(?!\\1$|index$)`,
    message:
      "Features never reach into each other: import another feature's public module (features/<name>/<name>.ts or its index), or move what is shared to lib/ or components/.",
  };
}

/** @type {import('typescript-eslint').ConfigArray} */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration in apps/api/src/config.ts only.',
        },
      ],
    },
  },
  {
    // A promise nobody awaits loses its error: await it, return it, or mark it `void` on purpose.
    // (Tests are left out: React's act() returns a thenable that is awaited only when async.)
    // Playwright specs are in: a missing `await` on their expect() is a test that cannot fail.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'apps/e2e/tests/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // Hooks live in `use-*.ts` files as well as in components.
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // A feature's SQL is its own: another feature reaches it through that feature's service.
    // (Routes get the stricter rule below, which overrides this one for them.)
    files: ['apps/api/src/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./.*\\.repository$',
              message:
                "A feature never imports another feature's repository: call that feature's service (move the function there if it has none).",
            },
          ],
        },
      ],
    },
  },
  {
    // A route validates, calls its feature's service and shapes the reply; SQL stays behind services.
    files: ['apps/api/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['*.repository'], message: 'Routes call services, never a repository.' },
          ],
        },
      ],
    },
  },
  // Feature folders nest two deep today (features/games/slots/); a third level is covered too.
  ...[1, 2, 3].map((depth) => ({
    files: [`apps/web/src/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [crossFeatureImport(depth)] }] },
  })),
  {
    files: PURE_PACKAGES,
    ignores: PURE_EXCEPTIONS,
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-syntax': ['error', ...impureSyntax],
      'no-restricted-globals': [
        'error',
        ...[
          'Date',
          'setTimeout',
          'setInterval',
          'setImmediate',
          'clearTimeout',
          'clearInterval',
          'queueMicrotask',
          'process',
          'performance',
          'fetch',
          'window',
          'document',
          'crypto',
          'require',
        ].map((name) => ({ name, message: `Engines are pure: '${name}' is not available here.` })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'path',
                'crypto',
                'os',
                'child_process',
                'http',
                'https',
                'net',
              ],
              message: 'Engines are pure: no Node APIs.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one place that reads the environment, and the scripts and configs that run outside the app.
    files: [
      'apps/api/src/config.ts',
      '**/*.config.{ts,js,mjs}',
      'scripts/**',
      '**/scripts/**',
      'apps/e2e/**',
      'tooling/local-server/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
