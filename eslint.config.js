import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'remote-public', 'remote-resources', 'remote-admin'];

/** Forbids reaching into another workspace by relative path or by an app's package name. */
function boundary(files, forbidden, message) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.flatMap((name) => [
            { group: [`@studyhub/${name}`, `@studyhub/${name}/*`], message },
            { group: [`**/${name}/**`, `**/${name}`], message },
          ]),
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'storybook-static/**', '**/test-results/**', '**/playwright-report/**', 'server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Imports flow one way (ARCHITECTURE §1): shared packages ← apps; apps never import each other.
  ...APPS.map((app) =>
    boundary([`${app}/**`], APPS.filter((other) => other !== app).concat('server', 'e2e'), 'Apps never import another app; share through shared-api or shared-ui.'),
  ),
  boundary(['shared-api/**', 'shared-ui/**'], [...APPS, 'server', 'e2e'], 'Shared packages never import an app.'),
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@studyhub/shared-api', message: 'The server imports only @studyhub/shared-api/contract.' }],
          patterns: [...APPS, 'shared-ui'].map((name) => ({ group: [`@studyhub/${name}`, `**/${name}/**`], message: 'The server imports only the contract.' })),
        },
      ],
    },
  },
  // Inside an app: app/ → features/ → shared; a feature never reaches up into app/.
  {
    files: ['*/src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**', '../app/*', '../../app/*'], message: 'Features never import from app/.' }] }],
    },
  },
);
