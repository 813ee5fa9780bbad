import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every import DESIGN.md forbids, each written in the folder it is forbidden in, must fail the project's lint
 * with the boundary it breaks; imports the boundaries allow must pass. The snippets are linted as if they were
 * files at `file` (nothing is written there), with the project's real eslint.config.mjs.
 */
interface Snippet {
  file: string;
  code: string;
}
interface Forbidden extends Snippet {
  rule: string;
  message: string;
}

const FORBIDDEN: Forbidden[] = [
  ...[
    "import { SearchResultsPage } from '../search/SearchResultsPage';\nexport { SearchResultsPage };",
    "export * from '../search/SearchResultsPage';",
    "export const page = () => import('../search/SearchResultsPage');",
  ].map((code) => ({
    file: 'src/client/features/home/HomePage.tsx',
    code,
    rule: 'caseback/boundaries',
    message: 'Features do not import each other (home -> search)',
  })),
  ...['components/Price', 'lib', 'analytics', 'api', 'events'].map((folder) => ({
    file: `src/client/${folder}/probe.ts`,
    code: `export { CartPage } from '${folder.includes('/') ? '../..' : '..'}/features/cart/CartPage';`,
    rule: 'caseback/boundaries',
    message: `Shared client code (${folder.split('/')[0]}/) imports no feature (cart)`,
  })),
  {
    file: 'src/client/api/cart.ts',
    code: "export { useAppDispatch } from '../app/hooks';",
    rule: 'caseback/boundaries',
    message: 'The api layer imports no app code',
  },
  ...['src/client/features/cart/probe.ts', 'src/client/api/probe.ts', 'src/client/app/probe.ts'].map(
    (file) => ({
      file,
      code: `export { HttpError } from '${file.split('/').length === 5 ? '../../..' : '../..'}/server/lib/http-error';`,
      rule: 'caseback/boundaries',
      message: 'The client never imports server code',
    }),
  ),
  ...['src/client/lib/probe.ts', 'src/client/api/probe.ts'].flatMap((file) =>
    ['useDispatch', 'useSelector'].map((hook) => ({
      file,
      code: `import { ${hook} } from 'react-redux';\nexport const use = ${hook};`,
      rule: 'caseback/boundaries',
      message: 'Use the typed hooks from app/hooks',
    })),
  ),
  {
    file: 'src/client/features/cart/probe.ts',
    code: "export { cartApi } from '../../api/cart.gen';",
    rule: 'caseback/boundaries',
    message: 'Only client/api imports generated files',
  },
  {
    file: 'src/client/lib/probe.ts',
    code: "export type { components } from '../../common/contract/schema.gen';",
    rule: 'caseback/boundaries',
    message: 'Only client/api imports generated files',
  },
  ...['src/server/routes/probe.ts', 'src/server/domain/cart/probe.ts'].map((file) => ({
    file,
    code: `export { formatPrice } from '${file.split('/').length === 4 ? '../..' : '../../..'}/client/lib/probe';`,
    rule: 'caseback/boundaries',
    message: 'The server never imports client code',
  })),
  ...['client/lib/store-codes', 'server/lib/http-error'].map((target) => ({
    file: 'src/common/probe.ts',
    code: `export * from '../${target}';`,
    rule: 'caseback/boundaries',
    message: `Common code imports neither client nor server code (${target.split('/')[0]})`,
  })),
  ...['fastify', '@fastify/static'].map((pkg) => ({
    file: 'src/server/domain/cart/probe.ts',
    code: `export * from '${pkg}';`,
    rule: 'caseback/boundaries',
    message: `Domain code has no HTTP in it (${pkg})`,
  })),
  ...['routes/cart', 'plugins/session'].map((target) => ({
    file: 'src/server/domain/cart/probe.ts',
    code: `export * from '../../${target}';`,
    rule: 'caseback/boundaries',
    message: `Domain code has no HTTP in it (server/${target.split('/')[0]})`,
  })),
  {
    file: 'src/server/domain/cart/probe.ts',
    code: "export { HttpError } from '../../lib/http-error';",
    rule: 'caseback/boundaries',
    message: 'Domain code throws domain errors (domain/errors), not HTTP errors',
  },
  ...['render/pages/mailbox', 'media/svg'].map((target) => ({
    file: 'src/server/domain/mail/probe.ts',
    code: `export * from '../../${target}';`,
    rule: 'caseback/boundaries',
    message: 'Domain code renders no page or imagery',
  })),
  {
    file: 'src/server/render/pages/probe.ts',
    code: "export * from '../../routes/cart';",
    rule: 'caseback/boundaries',
    message: 'Renderers turn data into HTML or SVG; routes send it (server/routes)',
  },
  ...['cycle/a.ts', 'type-cycle/mail-html.ts'].map((fixture) => ({
    file: `test/lint-fixtures/${fixture}`,
    code: readFileSync(join(__dirname, '../../test/lint-fixtures', fixture), 'utf8'),
    rule: 'caseback/import-cycles',
    message: `Import cycle: test/lint-fixtures/${fixture} -> `,
  })),
];

const ALLOWED: Snippet[] = [
  {
    file: 'src/client/features/home/probe.ts',
    code: [
      "export { HomePage } from './HomePage';",
      "export { useAppDispatch } from '../../app/hooks';",
      "export { Price } from '../../components/Price/Price';",
      "export { formatPrice } from '../../../common/money';",
    ].join('\n'),
  },
  { file: 'src/client/api/probe.ts', code: "export { cartApi } from './cart.gen';" },
  {
    file: 'src/client/app/hooks.ts',
    code: readFileSync(join(__dirname, '../../src/client/app/hooks.ts'), 'utf8'),
  },
  {
    file: 'src/server/domain/cart/probe.ts',
    code: "export type { components } from '../../../common/contract/schema.gen';",
  },
];

/** Lints the snippets in one ESLint process (see lint-snippets.mjs): the messages of each, in order. */
function lint(snippets: Snippet[]): { ruleId: string | null; message: string }[][] {
  const root = join(__dirname, '../..');
  const run = spawnSync(process.execPath, [join(__dirname, 'lint-snippets.mjs')], {
    cwd: root,
    input: JSON.stringify(snippets.map(({ file, code }) => ({ filePath: join(root, file), code }))),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`lint-snippets.mjs failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as { ruleId: string | null; message: string }[][];
}

describe('lint boundaries', () => {
  let forbidden: ReturnType<typeof lint>;
  let allowed: ReturnType<typeof lint>;
  beforeAll(() => {
    [forbidden, allowed] = [lint(FORBIDDEN), lint(ALLOWED)];
  }, 180_000);

  const firstCodeLine = (code: string) => code.split('\n').find((line) => !line.startsWith('//'));
  it.each(FORBIDDEN.map((snippet, i) => [snippet.file, firstCodeLine(snippet.code), i] as const))(
    'rejects in %s: %s',
    (_file, _code, i) => {
      const { rule, message } = FORBIDDEN[i] as Forbidden;
      expect(forbidden[i]).toContainEqual({ ruleId: rule, message: expect.stringContaining(message) });
    },
  );

  it.each(ALLOWED.map((snippet, i) => [snippet.file, i] as const))('allows the imports of %s', (_file, i) => {
    expect(allowed[i]).toEqual([]);
  });
});
