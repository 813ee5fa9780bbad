// Lint: typescript-eslint (type-aware where it pays), React hooks, Prettier compatibility, and the import
// boundaries of DESIGN.md: features never import each other; shared code imports no feature; only
// client/api imports generated endpoint files; the client never imports the server and vice versa.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import path from 'node:path';

// Resolves every relative import against the importing file, so `../search/x` from features/home is caught as
// surely as `features/search/x`: a feature may import only itself and shared code; shared code no feature.
const CLIENT = path.resolve('src/client');
const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const rel = path.relative(CLIENT, file);
    if (rel.startsWith('..')) return {};
    const [area, feature] = rel.split(path.sep);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(CLIENT, path.resolve(path.dirname(file), source));
      const [targetArea, targetFeature] = target.split(path.sep);
      if (targetArea !== 'features') return;
      if (area === 'features' && targetFeature !== feature) {
        context.report({
          node,
          message: `Features do not import each other (${feature} -> ${targetFeature}): compose them in app/.`,
        });
      } else if (['components', 'lib', 'analytics', 'api'].includes(area)) {
        context.report({ node, message: `Shared code (${area}/) imports no feature (${targetFeature}).` });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => check({ source: node.source, ...node }),
    };
  },
};

// Restrictions shared by several parts of the tree.
const TYPED_HOOKS = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message: 'Use the typed hooks from app/hooks.',
};
const NO_GENERATED = {
  group: ['**/*.gen', '**/*.gen.ts'],
  message: 'Import from client/api, not from generated files.',
};
// Shared rules (src/common) may read the contract's facts, plain data with no endpoints, from their generated
// module; the client reads them through client/api/contract-facts like every other generated file.
const NO_GENERATED_BUT_FACTS = { ...NO_GENERATED, group: [...NO_GENERATED.group, '!**/facts.gen'] };
const NO_SERVER = { group: ['**/server/**'], message: 'The client never imports server code.' };
const restrict = (paths, patterns) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });

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
    rules: { ...reactHooks.configs.recommended.rules, ...restrict([TYPED_HOOKS], [NO_GENERATED, NO_SERVER]) },
  },
  {
    files: ['src/client/api/**/*.{ts,tsx}'],
    rules: restrict(
      [],
      [{ group: ['**/features/**', '**/app/**'], message: 'The api layer imports no feature or app code.' }],
    ),
  },
  {
    files: ['src/client/{components,lib,analytics}/**/*.{ts,tsx}', 'src/common/**/*.ts'],
    rules: restrict(
      [TYPED_HOOKS],
      [{ group: ['**/features/**'], message: 'Shared code imports no feature.' }, NO_GENERATED, NO_SERVER],
    ),
  },
  {
    files: ['src/common/**/*.ts'],
    rules: restrict(
      [TYPED_HOOKS],
      [
        { group: ['**/features/**'], message: 'Shared code imports no feature.' },
        NO_GENERATED_BUT_FACTS,
        NO_SERVER,
      ],
    ),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**'], message: 'The server never imports client code.' }] },
      ],
    },
  },
  {
    files: ['src/server/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', '@fastify/*', '**/routes/**', '**/plugins/**'],
              message: 'Domain code has no HTTP in it.',
            },
            { group: ['**/client/**'], message: 'The server never imports client code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { caseback: { rules: { boundaries } } },
    rules: { 'caseback/boundaries': 'error' },
  },
  {
    files: ['scripts/**/*.{mjs,js}', 'test/**/*.mjs', '*.mjs'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['scripts/**/*.ts', 'test/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
