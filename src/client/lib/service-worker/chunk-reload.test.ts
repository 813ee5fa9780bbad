import { chunkLoaded, isChunkLoadError, reloadOnceForChunk } from './chunk-reload';

const chunkError = (
  message = 'Loading chunk 422 failed.\n(error: https://shop.example/static/422.c52a7380.js)',
) => Object.assign(new Error(message), { name: 'ChunkLoadError' });

const page = (href = 'https://shop.example/en-int/watches') => {
  const stored = new Map<string, string>();
  const reloads: string[] = [];
  return {
    reloads,
    stored,
    page: {
      href,
      storage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => void stored.set(key, value),
        removeItem: (key: string) => void stored.delete(key),
      },
      reload: () => void reloads.push(href),
    },
  };
};

describe('a chunk that fails to load after a deploy', () => {
  it('is told apart from other errors', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 17 failed.\n(/static/17.aa11bb22.css)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads the page once per address; a second failure there is left to the error boundary', () => {
    const { page: here, reloads } = page();
    expect(reloadOnceForChunk(chunkError(), here)).toBe(true);
    expect(reloadOnceForChunk(chunkError(), here)).toBe(false);
    expect(reloads).toEqual(['https://shop.example/en-int/watches']);
  });

  it('reloads again after a chunk has loaded since', () => {
    const { page: here, reloads } = page();
    reloadOnceForChunk(chunkError(), here);
    chunkLoaded(here.storage);
    expect(reloadOnceForChunk(chunkError(), here)).toBe(true);
    expect(reloads).toHaveLength(2);
  });

  it('never reloads for another error, nor on the server', () => {
    const { page: here, reloads } = page();
    expect(reloadOnceForChunk(new Error('boom'), here)).toBe(false);
    expect(reloadOnceForChunk(chunkError(), null)).toBe(false);
    expect(reloads).toEqual([]);
  });
});
