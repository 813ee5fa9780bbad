import { join } from 'node:path';
import { projectRoot } from '../../lib/paths';

/** Where the committed PDFs are (made by scripts/media/size-guides.mjs). */
export const SIZE_GUIDE_DIR = join(projectRoot(), 'src/server/assets/size-guides');

export const SIZE_GUIDE_PATH_PREFIX = '/media/size-guides/';

/** A size guide's code is its file name without `.pdf` (the migration's check keeps it to [a-z0-9-]). */
export const sizeGuideUrl = (code: string): string => `${SIZE_GUIDE_PATH_PREFIX}${code}.pdf`;

const FILE = /^([a-z0-9-]{1,60})\.pdf$/;

/** The file of a requested guide name, or null for anything that is not one (no path can leave the folder). */
export function sizeGuideFile(name: string): string | null {
  const match = FILE.exec(name);
  return match ? join(SIZE_GUIDE_DIR, `${match[1]}.pdf`) : null;
}
