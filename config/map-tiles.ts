/**
 * The store locator's map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). Unset by default: nothing here reaches the
 * internet, and the client then draws its bundled low-detail basemap. When set, the tile host is added to the
 * page's Content-Security-Policy (img-src) so the browser may load the tiles.
 */
export interface MapTiles {
  /** An https URL template, e.g. `https://tiles.example/{z}/{x}/{y}.png` (Leaflet's `{s}` and `{r}` allowed). */
  url: string;
  /** The tile provider's credit, shown on the map (most providers require it). */
  attribution: string | null;
}

const PLACEHOLDERS = ['{z}', '{x}', '{y}'];

/** The configured tiles, or a problem to report at boot; `{ value: null }` when none is configured. */
export function parseMapTiles(env: NodeJS.ProcessEnv): { value: MapTiles | null } | { problem: string } {
  const url = env.MAP_TILE_URL?.trim() ?? '';
  if (url === '') return { value: null };
  const problem = 'MAP_TILE_URL must be an https URL template with {z}, {x} and {y}';
  if (!PLACEHOLDERS.every((p) => url.includes(p))) return { problem };
  try {
    // The placeholders are not URL syntax: check the rest with neutral values.
    const parsed = new URL(url.replace(/\{[a-z]+\}/g, '0'));
    if (parsed.protocol !== 'https:' && parsed.hostname !== 'localhost' && parsed.hostname !== '127.0.0.1') {
      return { problem };
    }
  } catch {
    return { problem };
  }
  return { value: { url, attribution: env.MAP_TILE_ATTRIBUTION?.trim() || null } };
}

/** The origin the CSP must allow images from (`https://{s}.tile.example` -> `https://*.tile.example`). */
export function mapTileOrigin(tiles: MapTiles): string {
  const { protocol, host } = new URL(
    tiles.url.replace('{s}', 'subdomain-placeholder').replace(/\{[a-z]+\}/g, '0'),
  );
  return `${protocol}//${host.replace('subdomain-placeholder', '*')}`;
}
