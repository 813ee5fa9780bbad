/**
 * Spec 3 (Japan postal data): one file per 3-digit region code, mapping regionCode + cityCode to
 * [prefecture code, city, city suffix, street]. Files are loaded once per region code and kept.
 */
export type JpPostalEntry = [prefectureCode: string, city: string, citySuffix: string, street: string];
export type JpPostalFile = Record<string, JpPostalEntry>;

const files = new Map<string, Promise<JpPostalFile>>();

async function fetchFile(url: string): Promise<JpPostalFile> {
  const response = await fetch(new URL(url, window.location.origin));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as JpPostalFile;
}

/** The region's file; a failed load is forgotten so that the next try asks again. */
export function loadJpPostalFile(dataUrl: string, regionCode: string): Promise<JpPostalFile> {
  const url = `${dataUrl}${regionCode}.json`;
  let file = files.get(url);
  if (!file) {
    file = fetchFile(url);
    files.set(url, file);
    file.catch(() => files.delete(url));
  }
  return file;
}

/** The entry of a full postcode (3 + 4 digits), or null when the data has none. */
export async function findJpPostalEntry(
  dataUrl: string,
  regionCode: string,
  cityCode: string,
): Promise<JpPostalEntry | null> {
  const file = await loadJpPostalFile(dataUrl, regionCode);
  const entry = file[`${regionCode}${cityCode}`];
  return Array.isArray(entry) && entry.length >= 4 ? entry : null;
}

/** For tests: start from an empty cache. */
export const forgetJpPostalFiles = (): void => files.clear();
