import { constants, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/** What is worth compressing: text. Images, fonts and films are compressed formats already. */
const TEXT_ASSETS = /\.(js|css|svg|json)$/;

/**
 * Brotli (quality 11, the slowest and smallest: paid once per build, never per request) and gzip siblings of
 * every text asset (`main.1a2b3c4d.js.br`, `.gz`), which the server's static plugin sends as they are
 * (`preCompressed`) to a browser that accepts them. Files under 1 KB stay plain: a header costs about as much.
 */
export function compressionPlugins(): [CompressionPlugin<BrotliOptions>, CompressionPlugin<ZlibOptions>] {
  return [
    new CompressionPlugin<BrotliOptions>({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: TEXT_ASSETS,
      // The page manifest is written beside the served folder for the server to read, never sent.
      exclude: /^\.\.\//,
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin<ZlibOptions>({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: TEXT_ASSETS,
      // The page manifest is written beside the served folder for the server to read, never sent.
      exclude: /^\.\.\//,
      compressionOptions: { level: constants.Z_BEST_COMPRESSION },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}
