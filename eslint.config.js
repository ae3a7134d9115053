import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { APP_NAMES as APPS } from './scripts/apps.mjs';

/** The feature folders of an app: each may import shared code, never another feature. */
function featureZones(app) {
  const features = readdirSync(new URL(`./${app}/src/features/`, import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return features.map(({ name }) => ({
    target: `./${app}/src/features/${name}`,
    from: `./${app}/src/features`,
    except: [`./${name}`],
    message: 'A feature never imports another feature: compose them in app/, share through src/common/.',
  }));
}

/**
 * An app's layers (docs/architecture.md#the-arrows): app/ composes features/, which build on
 * common/. common/ is what more than one feature uses, so it never imports a feature or app/
 * (features never importing app/ is in appImportRules). Zones match resolved files, however the
 * path is spelled.
 */
function layerZones(app) {
  return [
    {
      target: `./${app}/src/common`,
      from: [`./${app}/src/features`, `./${app}/src/app`],
      message: 'common/ never imports a feature or app/: move what both need into common/, or compose in app/.',
    },
  ];
}

/** Patterns that forbid reaching into the named workspaces by relative path or by package name. */
function workspacePatterns(names, message) {
  return names.flatMap((name) => [
    { group: [`@studyhub/${name}`, `@studyhub/${name}/*`], message },
    { group: [`**/${name}/**`, `**/${name}`], message },
  ]);
}

/** The store and the router come with @studyhub/shared-api, the share every app holds (docs/decisions/0059). */
const THROUGH_SHARED_API = ['react-redux', '@reduxjs/toolkit', 'react-router', 'react-router-dom'];
const THROUGH_SHARED_API_MESSAGE = 'Apps reach the store and the router through @studyhub/shared-api (tests: MemoryRouter from @studyhub/shared-testing).';
const THROUGH_SHARED_API_ONLY = {
  paths: THROUGH_SHARED_API.map((name) => ({ name, message: THROUGH_SHARED_API_MESSAGE })),
  patterns: [{ group: THROUGH_SHARED_API.map((name) => `${name}/*`), message: THROUGH_SHARED_API_MESSAGE }],
};

const SHARED_NEVER_IMPORTS_AN_APP = workspacePatterns([...APPS, 'server', 'e2e'], 'Shared packages never import an app.');

/**
 * Where an app's test code lives: the test files, the test-only helpers beside them, and the
 * stories, which Storybook alone loads (no app entry imports them) and which take their fixtures
 * from @studyhub/shared-testing/stories (docs/decisions/0089).
 */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**', '**/*.stories.tsx'];

/**
 * An app's import rules: no other app, no Redux or router but through shared-api, (in features/) not up
 * into app/, and the testing module from test code only, so it never reaches a bundle. One options
 * object per file: a later config replaces an earlier one's options for the same rule, so each
 * config repeats the ones before it.
 */
function appImportRules(app) {
  const others = workspacePatterns(APPS.filter((other) => other !== app).concat('server', 'e2e'), 'Apps never import another app; share through shared-api or shared-ui.');
  const upIntoApp = { group: ['**/app/**', '../app/*', '../../app/*'], message: 'Features never import from app/.' };
  const testingInTestsOnly = workspacePatterns(['shared-testing'], 'Only test files import @studyhub/shared-testing.');
  const rule = (extra) => ['error', { paths: THROUGH_SHARED_API_ONLY.paths, patterns: [...others, ...THROUGH_SHARED_API_ONLY.patterns, ...extra] }];
  const inApp = (files) => files.map((file) => `${app}/${file}`);
  return [
    { files: inApp(['**']), rules: { 'no-restricted-imports': rule(testingInTestsOnly) } },
    { files: inApp(['src/features/**']), rules: { 'no-restricted-imports': rule([upIntoApp, ...testingInTestsOnly]) } },
    { files: inApp(TEST_FILES), rules: { 'no-restricted-imports': rule([]) } },
    { files: inApp(TEST_FILES.map((file) => `src/features/${file}`)), rules: { 'no-restricted-imports': rule([upIntoApp]) } },
  ];
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
  // Imports flow one way (docs/architecture.md#the-arrows): shared packages ← apps (the testing
  // module ← apps' tests); apps never import each other; inside an app, app/ → features/ → shared/.
  ...APPS.flatMap(appImportRules),
  {
    files: ['shared-testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: SHARED_NEVER_IMPORTS_AN_APP }] },
  },
  // The testing module builds on shared-api and shared-ui; they importing it back would be a cycle.
  {
    files: ['shared-api/**', 'shared-ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...SHARED_NEVER_IMPORTS_AN_APP, ...workspacePatterns(['shared-testing'], 'shared-api and shared-ui never import @studyhub/shared-testing, which imports them.')] },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@studyhub/shared-api', message: 'The server imports only @studyhub/shared-api/contract.' }],
          patterns: [...APPS, 'shared-ui', 'shared-testing'].map((name) => ({ group: [`@studyhub/${name}`, `**/${name}/**`], message: 'The server imports only the contract.' })),
        },
      ],
    },
  },
  // A feature never reaches across into another feature, common/ never up into a feature or app/,
  // and no module imports itself back.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions and parser the cycle rule would not follow .ts/.tsx files at all.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: APPS.flatMap((app) => [...featureZones(app), ...layerZones(app)]) }],
    },
  },
);
