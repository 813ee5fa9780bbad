// Lint: typescript-eslint (type-aware where it pays), React hooks, Prettier compatibility, no import cycles, and
// the import boundaries of DESIGN.md (config/eslint/boundaries.mjs: one rule holds every file to every boundary
// of its folder; test: config/eslint/boundaries.test.ts).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { boundaries } from './config/eslint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      'var',
      'coverage',
      '.cache',
      'test-artifacts',
      '**/*.gen.ts',
      '**/*.gen.json',
      'config/jest/*.js',
      'jest.config.js',
      // Imports that must fail lint, linted one by one by config/eslint/boundaries.test.ts.
      'test/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { caseback: { rules: { boundaries } } },
    rules: { 'caseback/boundaries': 'error' },
  },
  {
    // A cycle makes the order modules initialise in matter (a value read before its module has run).
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['scripts/**/*.{mjs,js}', 'test/**/*.mjs', 'config/**/*.mjs', '*.mjs'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['scripts/**/*.ts', 'test/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
