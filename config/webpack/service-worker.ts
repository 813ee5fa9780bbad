import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';

/*
 * The client build's offline part (README "Offline and updates"): the offline page (an entry of its own with a
 * static HTML page, `build/client/offline.html`: no inline script, so its policy needs no nonce), the service
 * worker (`build/client/sw.js`, precaching the build's hashed files and the offline page), and the flag the
 * registration reads. Additive: the client config spreads these into its entries and plugins.
 */
const root = path.join(__dirname, '../..');

/** `SERVICE_WORKER=false` at build time: the pages register no worker and remove one an earlier build left. */
export const serviceWorkerEnabled = (env: NodeJS.ProcessEnv = process.env): boolean =>
  (env.SERVICE_WORKER ?? 'true').toLowerCase() !== 'false';

export const OFFLINE_ENTRY = 'offline';

export const offlineEntry = { [OFFLINE_ENTRY]: path.join(root, 'src/client/sw/offline/offline.ts') };

/** Hashed file names of the build: their URL changes with their content, so the URL is their revision. */
const HASHED = /\.[0-9a-f]{8}\./;

export function offlinePlugins(production: boolean): webpack.WebpackPluginInstance[] {
  const offlinePage = new HtmlWebpackPlugin({
    template: path.join(root, 'src/client/sw/offline/offline.html'),
    filename: '../offline.html',
    chunks: [OFFLINE_ENTRY],
    scriptLoading: 'defer',
    minify: production ? { collapseWhitespace: true, removeComments: true } : false,
  });
  const flag = new webpack.DefinePlugin({
    'process.env.SERVICE_WORKER': JSON.stringify(String(production && serviceWorkerEnabled())),
  });
  if (!production) return [offlinePage, flag];
  const worker = new InjectManifest({
    swSrc: path.join(root, 'src/client/sw/sw.ts'),
    // Beside index.html, not under static/: the server answers it at /sw.js (scope: the whole shop).
    swDest: '../sw.js',
    include: [/\.(js|css|woff2?|ttf|otf|eot|svg|gif|png|jpe?g)$/, /offline\.html$/],
    // Never the page shell (each page's HTML is the server's, with a nonce of its own), the pages' asset
    // list, source maps or the precompressed copies of a file.
    exclude: [/\.map$/, /\.(br|gz)$/, /(^|\/)index\.html$/, /page-assets\.json$/, /\.LICENSE\.txt$/],
    dontCacheBustURLsMatching: HASHED,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // Files written beside static/ (`../offline.html`) are served from the root.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => ({ ...entry, url: entry.url.replace(/^\/static\/\.\.\//, '/') })),
        warnings: [],
      }),
    ],
  });
  return [offlinePage, flag, worker];
}
