// Lint: typescript-eslint (type-aware where it pays), React hooks, Prettier compatibility, and two rules of our
// own (config/eslint/, tested by boundaries.test.ts there): the import boundaries of DESIGN.md, one rule that
// holds every file to every boundary of its folder, and no import cycles, type-only imports included.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import formatjs from 'eslint-plugin-formatjs';
import { TRANSLATED_FOLDERS } from './config/eslint/translated-folders.mjs';
import { boundaries } from './config/eslint/boundaries.mjs';
import { importCycles } from './config/eslint/import-cycles.mjs';

const caseback = { rules: { boundaries, 'import-cycles': importCycles } };

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
      // A lazy slice declares itself by extending the store's LazyLoadedSlices (declaration merging needs an
      // interface): `interface LazyLoadedSlices extends WithSlice<typeof slice> {}` is allowed, an empty one is not.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
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
    plugins: { caseback },
    rules: { 'caseback/boundaries': 'error' },
  },
  {
    // Messages (issue 13): every one valid ICU, its text a literal the extraction can read, its values the
    // ones its placeholders name.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-invalid-icu': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
    },
  },
  {
    // The folders already in the message catalogue: no text a shopper reads written in the JSX itself.
    files: TRANSLATED_FOLDERS.map((folder) => `${folder}/**/*.tsx`),
    ignores: ['**/*.test.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{aria-label,alt,placeholder,title,label}']] } },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { caseback },
    rules: { 'caseback/import-cycles': 'error' },
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
