import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import webBoundaries from './tools/eslint/web-boundaries.js';
import keelArchitecture from './tools/eslint/keel-architecture.js';
import citations from './tools/eslint/citations.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.test-server-*/**',
      '**/.openapi-client-*/**',
      '**/node_modules/**',
      'data/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The web app's arrows, app → features → components → lib; features never import each other
    // (tools/eslint/web-boundaries.js says which zone may import which).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'web-boundaries': webBoundaries },
    rules: { 'web-boundaries/feature-boundaries': ['error', { root: 'apps/web/src', aliases: { '@/': '.' } }] },
  },
  {
    // Comments and test titles cite decision records, not issue numbers (tools/eslint/citations.js).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts', 'tools/**/*.{js,mjs,ts}'],
    ignores: ['tools/rewrite-citations.mjs', 'tools/eslint/citations.js'],
    plugins: { citations },
    rules: { 'citations/cite-decisions': 'error' },
  },
  {
    // The server's groups, module surfaces and table owners: docs/architecture.md.
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'keel-architecture': keelArchitecture },
    rules: {
      'keel-architecture/public-surface': 'error',
      'keel-architecture/group-dependencies': 'error',
      'keel-architecture/table-owner': 'error',
    },
  },
);
