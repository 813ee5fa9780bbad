import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from './cli';

// A storefront in miniature, laid out as the real one: the union, a feature's actions beside their map, the
// composed list in app/, and a component dispatching. Its own `createAction` keeps it free of node_modules.
const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', types: [] } }),
  'src/client/analytics/dataLayerEvent.ts': `
    export interface UnknownAction { type: string }
    export interface SearchEvent { event: 'search'; search_term: string }
    export interface ListEvent { event: 'view_item_list'; ecommerce: { items: { item_id: string }[] } }
    export interface StartEvent { event: 'gtm.js'; 'gtm.start': number }
    export type DataLayerEvent = SearchEvent | ListEvent | StartEvent;
    export type ActionToEvents = (action: UnknownAction) => DataLayerEvent[];
    export const start: DataLayerEvent = { event: 'gtm.js', 'gtm.start': 0 };`,
  'src/client/lib/createAction.ts': `
    export const createAction = <P>(type: string) =>
      Object.assign((payload: P) => ({ type, payload }), {
        match: (action: { type: string }): action is { type: string; payload: P } => action.type === type,
      });`,
  'src/client/features/search/events.ts': `
    import { createAction } from '../../lib/createAction';
    import type { ActionToEvents } from '../../analytics/dataLayerEvent';
    export const searched = createAction<{ term: string }>('search/submitted');
    export const listed = createAction<{ skus: string[] }>('catalog/listViewed');
    export const searchMap: ActionToEvents = (action) => {
      if (searched.match(action)) return [{ event: 'search', search_term: action.payload.term }];
      if (listed.match(action)) {
        return [{ event: 'view_item_list', ecommerce: { items: action.payload.skus.map((item_id) => ({ item_id })) } }];
      }
      return [];
    };`,
  'src/client/features/search/SearchForm.ts': `
    import { listed, searched } from './events';
    export const submit = (term: string, flag: boolean) => [searched({ term }), (flag ? listed : listed)({ skus: [] })];`,
  'src/client/features/search/SearchForm.test.ts': `
    import { searched } from './events';
    export const inATest = searched({ term: 'x' });`,
  'src/client/app/analyticsMaps.ts': `
    import { searchMap } from '../features/search/events';
    import type { ActionToEvents } from '../analytics/dataLayerEvent';
    export const ANALYTICS_MAPS: readonly ActionToEvents[] = [searchMap];`,
};

let root: string;
const doc = () => readFileSync(path.join(root, 'docs/analytics-events.md'), 'utf8');
const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);
const run = async (...args: string[]) => {
  const log: string[] = [];
  const code = await main(['--root', root, ...args], (line) => log.push(line));
  return { code, log: log.join('\n') };
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'analytics-catalogue-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    write(file, text);
  }
  mkdirSync(path.join(root, 'docs'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the analytics event catalogue', () => {
  test('one row per event: its fields, the action and map it comes from, and where that is dispatched', async () => {
    expect((await run()).code).toBe(0);
    const rows = doc()
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split(/\s*\|\s*/).slice(1, -1));
    expect(rows).toEqual([
      [
        '`search`',
        '`search_term: string`',
        '`search/submitted` in `features/search/events.ts`',
        '`search/submitted`: `features/search/SearchForm.ts`',
      ],
      [
        '`view_item_list`',
        '`ecommerce.items[].item_id: string`',
        '`catalog/listViewed` in `features/search/events.ts`',
        '`catalog/listViewed`: `features/search/SearchForm.ts`',
      ],
      ['`gtm.js`', '`gtm.start: number`', 'pushed directly', '`analytics/dataLayerEvent.ts`'],
    ]);
  });

  test('--check passes on a fresh catalogue and fails, writing nothing, once the code or the file changed', async () => {
    await run();
    const written = doc();
    expect(await run('--check')).toEqual({ code: 0, log: 'docs/analytics-events.md matches the code.' });

    write('docs/analytics-events.md', written.replace('search_term', 'term'));
    expect((await run('--check')).code).toBe(1);

    write('docs/analytics-events.md', written);
    const union = FILES['src/client/analytics/dataLayerEvent.ts']!;
    write(
      'src/client/analytics/dataLayerEvent.ts',
      union.replace('search_term: string', 'search_term: string; n: number'),
    );
    write(
      'src/client/features/search/events.ts',
      FILES['src/client/features/search/events.ts']!.replace('term }]', 'term, n: 1 }]'),
    );
    const drift = await run('--check');
    expect(drift.code).toBe(1);
    expect(drift.log).toMatch(/out of date.*npm run docs:events/);
    expect(doc()).toBe(written);
  });

  test('a union member nothing pushes is an error, so the union stays the list of what is tracked', async () => {
    const union = FILES['src/client/analytics/dataLayerEvent.ts']!;
    write(
      'src/client/analytics/dataLayerEvent.ts',
      union.replace("export const start: DataLayerEvent = { event: 'gtm.js', 'gtm.start': 0 };", ''),
    );
    await expect(run()).rejects.toThrow("'gtm.js' is a member of DataLayerEvent but nothing pushes it");
  });
});
