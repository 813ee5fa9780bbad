#!/usr/bin/env node
// Converts the Japanese postal data of the npm package jquery-jpostal-ja (MIT) into the storefront's format
// (spec 3, "Japan postal data"): one `{regionCode}.json` per 3-digit code, mapping the 7-digit postcode to
// [prefecture code, city, city suffix, street]. See README.md beside this file for the mapping.
//
//   node scripts/jp-postal/convert.mjs <outDir> [sourceDir]
//
// sourceDir defaults to node_modules/jquery-jpostal-ja/json (files NNN.json, JSONP).
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** JIS X 0401 prefecture codes, in code order ('01' Hokkaido … '47' Okinawa). */
const PREFECTURES = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
];
const PREFECTURE_CODE = new Map(PREFECTURES.map((name, i) => [name, String(i + 1).padStart(2, '0')]));

const POSTCODE_KEY = /^_(\d{7})$/;
const SOURCE_FILE = /^(\d{3})\.json$/;
// A designated city's ward ('札幌市' + '北区') or a district's town or village ('石狩郡' + '当別町'). The tail
// must end in 区, 町 or 村, so that cities such as 大和郡山市 or 郡山市 are never cut.
const WARD = /^(.+?市)(.+区)$/;
const DISTRICT = /^(.+郡)(.+[町村])$/;

/** The package's files are JSONP: `jQuery_jpostal_callback([...]);`. */
export function parseJsonp(text) {
  const start = text.indexOf('(');
  const end = text.lastIndexOf(')');
  if (start < 0 || end < start) throw new Error('Not a jpostal JSONP file');
  return JSON.parse(text.slice(start + 1, end));
}

/** '札幌市北区' -> ['札幌市', '北区']; a city the package gives whole keeps an empty suffix. */
export function splitCity(city) {
  const match = WARD.exec(city) ?? DISTRICT.exec(city);
  return match ? [match[1], match[2]] : [city, ''];
}

/**
 * One source row -> [key, entry], or null for rows that are not a 7-digit postcode (the package's version
 * record, its 3-digit fallback rows) or that name no known prefecture.
 * Row: [_postcode, prefecture, city, town, address (business postcodes), office name, kana × 3].
 */
export function convertRow(row) {
  const key = POSTCODE_KEY.exec(String(row[0] ?? ''))?.[1];
  const prefecture = PREFECTURE_CODE.get(row[1]);
  if (!key || !prefecture) return null;
  const [city, suffix] = splitCity(String(row[2] ?? ''));
  const street = `${row[3] ?? ''}${row[4] ?? ''}`;
  return [key, [prefecture, city, suffix, street]];
}

/** Rows of one source file -> the output object. A postcode listed twice keeps its first row, as jpostal does. */
export function convertRows(rows) {
  const out = {};
  for (const row of rows) {
    const converted = convertRow(row);
    if (converted && !(converted[0] in out)) out[converted[0]] = converted[1];
  }
  return out;
}

/** Converts every NNN.json of sourceDir into outDir; answers how many files and postcodes were written. */
export function convertDirectory(sourceDir, outDir) {
  mkdirSync(outDir, { recursive: true });
  let files = 0;
  let postcodes = 0;
  for (const name of readdirSync(sourceDir).sort()) {
    const regionCode = SOURCE_FILE.exec(name)?.[1];
    if (!regionCode) continue;
    const entries = convertRows(parseJsonp(readFileSync(join(sourceDir, name), 'utf8')));
    // Keep only the region the file is named for, so a stray row cannot shadow another file's postcodes.
    const own = Object.fromEntries(Object.entries(entries).filter(([key]) => key.startsWith(regionCode)));
    const count = Object.keys(own).length;
    if (!count) continue;
    writeFileSync(join(outDir, `${regionCode}.json`), JSON.stringify(own));
    files += 1;
    postcodes += count;
  }
  return { files, postcodes };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [outArg, sourceArg] = process.argv.slice(2);
  if (!outArg) {
    console.error('Usage: node scripts/jp-postal/convert.mjs <outDir> [sourceDir]');
    process.exit(2);
  }
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const sourceDir = resolve(sourceArg ?? join(root, 'node_modules/jquery-jpostal-ja/json'));
  const started = Date.now();
  const { files, postcodes } = convertDirectory(sourceDir, resolve(outArg));
  console.log(`jp-postal: ${postcodes} postcodes in ${files} files (${Date.now() - started} ms)`);
}
