import { shellCsp } from '../src/server/plugins/security-headers';
import { mapTileOrigin, parseMapTiles } from './map-tiles';

describe('the map tile configuration', () => {
  it('is empty by default: the client draws its bundled basemap', () => {
    expect(parseMapTiles({})).toEqual({ value: null });
    expect(parseMapTiles({ MAP_TILE_URL: ' ' })).toEqual({ value: null });
  });

  it('takes an https template with {z}, {x} and {y}, and its attribution', () => {
    expect(
      parseMapTiles({
        MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png',
        MAP_TILE_ATTRIBUTION: '© T',
      }),
    ).toEqual({ value: { url: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png', attribution: '© T' } });
  });

  it('refuses plain http elsewhere than this machine and a template without its placeholders', () => {
    expect(parseMapTiles({ MAP_TILE_URL: 'http://tiles.example/{z}/{x}/{y}.png' })).toHaveProperty('problem');
    expect(parseMapTiles({ MAP_TILE_URL: 'https://tiles.example/tile.png' })).toHaveProperty('problem');
    expect(parseMapTiles({ MAP_TILE_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png' })).toHaveProperty('value');
  });

  it('allows images from the tile host in the page policy only when tiles are configured', () => {
    const tiles = { url: 'https://{s}.tiles.example/{z}/{x}/{y}.png', attribution: null };
    expect(mapTileOrigin(tiles)).toBe('https://*.tiles.example');
    expect(shellCsp('n', { tagManager: false, mapTiles: tiles })).toContain(
      "img-src 'self' data: https://*.tiles.example;",
    );
    expect(shellCsp('n', { tagManager: false })).toContain("img-src 'self' data:;");
  });
});
