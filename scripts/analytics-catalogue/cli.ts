import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { extractCatalogue, type CatalogueInput } from './extract';
import { renderCatalogue } from './render';

const USAGE = `Usage: npm run docs:events [-- --check] [--root DIR] [--out FILE]

Writes the analytics event catalogue (docs/analytics-events.md) from the code: the DataLayerEvent union,
the maps composed in src/client/app/analyticsMaps.ts and the files dispatching their actions.

  --check      write nothing; fail (exit 1) when FILE differs from what the code says
  --root DIR   the project to read (default: this repository)
  --out FILE   the catalogue (default: ROOT/docs/analytics-events.md)`;

// Tests and their helpers dispatch actions too, but the catalogue says where the app does.
const TEST_FILE = /\.(test|testing)\.tsx?$|[\\/](test-utils|testing)[\\/]|[\\/]test[A-Z][^\\/]*\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(file);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !TEST_FILE.test(file)
        ? [file]
        : [];
    })
    .sort();
}

/** The storefront's layout: `src/client`, its analytics union and app composition, and tsconfig.json. */
export function projectInput(root: string): CatalogueInput {
  const client = path.join(root, 'src/client');
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config ?? {}, ts.sys, root);
  return {
    root: client,
    unionFile: path.join(client, 'analytics/dataLayerEvent.ts'),
    mapsFile: path.join(client, 'app/analyticsMaps.ts'),
    sourceFiles: sourceFiles(client),
    compilerOptions: options,
  };
}

/** Exit code 0 when written or up to date, 1 on drift, 2 on a usage error. */
export async function main(argv: string[], log: (line: string) => void = console.log): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      check: { type: 'boolean' },
      root: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return (log(USAGE), 0);
  const root = path.resolve(values.root ?? path.join(__dirname, '../..'));
  const out = path.resolve(values.out ?? path.join(root, 'docs/analytics-events.md'));
  const markdown = await renderCatalogue(extractCatalogue(projectInput(root)), out);
  const current = existsSync(out) ? readFileSync(out, 'utf8') : null;
  if (values.check) {
    if (current === markdown) return (log(`${path.relative(root, out)} matches the code.`), 0);
    log(
      `${path.relative(root, out)} is out of date with the code: run \`npm run docs:events\` and commit it.`,
    );
    return 1;
  }
  if (current !== markdown) writeFileSync(out, markdown);
  log(`${path.relative(root, out)} ${current === markdown ? 'was already up to date' : 'written'}.`);
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 2;
    },
  );
}
