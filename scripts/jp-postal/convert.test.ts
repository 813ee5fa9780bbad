import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COUNTRIES } from '../../config/checkout';

const SCRIPT = join(__dirname, 'convert.mjs');
const PACKAGE_DATA = join(__dirname, '../../node_modules/jquery-jpostal-ja/json');

type Entry = [prefecture: string, city: string, suffix: string, street: string];
const jsonp = (rows: unknown[]) => `jQuery_jpostal_callback(\n${JSON.stringify(rows)}\n);\n`;
const row = (key: string, prefecture: string, city: string, town = '', address = '', office = '') => [
  key,
  prefecture,
  city,
  town,
  address,
  office,
  '',
  '',
  '',
];

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'jp-postal-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function convert(files: Record<string, unknown[]>): string {
  const source = join(work, 'source');
  const out = join(work, 'out');
  mkdirSync(source, { recursive: true });
  for (const [name, rows] of Object.entries(files)) writeFileSync(join(source, name), jsonp(rows));
  execFileSync(process.execPath, [SCRIPT, out, source], { stdio: 'pipe' });
  return out;
}
const read = (dir: string, name: string) =>
  JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, Entry>;

describe('jp-postal conversion (jquery-jpostal-ja -> {regionCode}.json)', () => {
  test('maps postcodes to [prefecture code, city, city suffix, street]', () => {
    const out = convert({
      '000.json': [['_000info', '', 'ver2.13', '', '', '', '', '', ''], row('_000', '', '')],
      '060.json': [
        row('_060', '北海道', '札幌市中央区'),
        row('_0600001', '北海道', '札幌市中央区', '北一条西'),
        row('_0608501', '北海道', '石狩郡当別町', '白樺町', '５８番地１', '当別町役場'),
      ],
      '150.json': [
        row('_1500001', '東京都', '渋谷区', '神宮前'),
        row('_1500001', '東京都', '渋谷区', '神宮前二丁目'),
        row('_1500002', '東京都', '渋谷区', '渋谷'),
      ],
      '639.json': [row('_6391001', '奈良県', '大和郡山市', '九条町')],
    });

    expect(readdirSync(out).sort()).toEqual(['060.json', '150.json', '639.json']);
    // The ward of a designated city and the town of a district become the suffix; the 3-digit row is dropped.
    expect(read(out, '060.json')).toEqual({
      '0600001': ['01', '札幌市', '中央区', '北一条西'],
      '0608501': ['01', '石狩郡', '当別町', '白樺町５８番地１'],
    });
    // A postcode listed twice keeps its first row.
    expect(read(out, '150.json')).toEqual({
      '1500001': ['13', '渋谷区', '', '神宮前'],
      '1500002': ['13', '渋谷区', '', '渋谷'],
    });
    // A city whose name merely contains 郡 is not cut.
    expect(read(out, '639.json')).toEqual({ '6391001': ['29', '大和郡山市', '', '九条町'] });
  });

  test("prefecture codes are the region_code of Japan's regions in the checkout configuration", () => {
    const japan = COUNTRIES.find((country) => country.id === 'JP');
    const regions = japan?.regions ?? [];
    expect(regions).toHaveLength(47);
    const rows = regions.map((region, i) =>
      row(`_100${String(i).padStart(4, '0')}`, region.value, '千代田区'),
    );
    const data = read(convert({ '100.json': rows }), '100.json');
    expect(Object.values(data).map(([code]) => code)).toEqual(regions.map((region) => region.region_code));
  });

  test("the package's whole data set converts in a few seconds", () => {
    const out = join(work, 'all');
    const started = Date.now();
    execFileSync(process.execPath, [SCRIPT, out, PACKAGE_DATA], { stdio: 'pipe' });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(readdirSync(out).length).toBeGreaterThan(900);
    expect(read(out, '150.json')['1500001']).toEqual(['13', '渋谷区', '', '神宮前']);
    expect(read(out, '060.json')['0600001']).toEqual(['01', '札幌市', '中央区', '北一条西']);
  });
});
