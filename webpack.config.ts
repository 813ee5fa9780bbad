import path from 'node:path';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import { transform as precompileMessages } from '@formatjs/ts-transformer';
import { compressionPlugins } from './config/webpack/compression';
import { compileHintPlugin } from './config/webpack/compile-hints';
import {
  INTL_WARMUP_ENTRY,
  intlWarmupEntry,
  intlWarmupTemplateParameters,
} from './config/webpack/intl-warmup';
import { OFFLINE_ENTRY, offlineEntry, offlinePlugins } from './config/webpack/service-worker';

/*
 * The client build. `build/client/index.html` is the shell the server answers for every store page; hashed
 * assets go to `build/client/static/`, which the server serves (immutable) under `/static/`.
 *
 * One file on purpose: under TypeScript 6, ts-node refuses a second config module from another directory
 * (TS5011, rootDir) unless tsconfig's "ts-node" options set rootDir.
 */
const root = __dirname;
const paths = {
  entry: path.join(root, 'src/client/index.tsx'),
  ssrEntry: path.join(root, 'src/client/ssr/server-entry.ts'),
  ssrDir: path.join(root, 'build/ssr'),
  leafletOnServer: path.join(root, 'src/client/ssr/leafletOnServer.ts'),
  htmlTemplate: path.join(root, 'src/client/index.html'),
  staticDir: path.join(root, 'build/client/static'),
  /** Beside build/client, never inside it: the server serves build/client, and maps hold the whole source. */
  sourceMapDir: path.join(root, 'build/sourcemaps'),
  tsconfig: path.join(root, 'tsconfig.json'),
  reactRouter: path.join(root, 'node_modules/react-router/dist/production'),
  publicPath: '/static/',
};

/**
 * TypeScript is only transpiled here: `tsc` type-checks separately, which keeps builds fast. The messages'
 * English (`defaultMessage` in `defineMessages`, `formatMessage`, `<FormattedMessage>`) is compiled to its ICU
 * syntax tree as it is transpiled, as the other languages' catalogues are (`npm run i18n`): nothing in the
 * browser parses a message, so the parser is left out of the build (`messageAlias`). Jest keeps the strings.
 */
const scriptRule: RuleSetRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'ts-loader',
    // The root tsconfig says noEmit (it is the type-check config): the loader has to emit.
    options: {
      transpileOnly: true,
      configFile: paths.tsconfig,
      compilerOptions: { noEmit: false },
      getCustomTransformers: () => ({ before: [precompileMessages({ ast: true })] }),
    },
  },
};

/**
 * react-intl's ICU parser (about 7 kB gzip on every page) is only needed for a message given as a string; every
 * message reaches the build compiled (above, and `src/common/i18n/compiled/`), so the formatjs build without it
 * is used. The server renderer uses it as well, so a message that would need parsing fails on the server
 * (`server-rendering*.e2e.ts`) as it would in the browser, rather than only after hydration.
 */
const messageAlias = {
  '@formatjs/icu-messageformat-parser$': path.join(
    root,
    'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
  ),
};

/** One CSS file per chunk in production; injected style tags in development for quick rebuilds. */
const styleRule = (production: boolean): RuleSetRule => ({
  test: /\.css$/,
  use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
});

/** Fonts and images referenced from CSS (slick-carousel's theme pulls a gif and an icon font). */
const assetRule: RuleSetRule = {
  test: /\.(woff2?|eot|ttf|otf|svg|gif|png|jpe?g)$/i,
  type: 'asset',
  parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
  generator: { filename: 'assets/[name].[contenthash:8][ext]' },
};

/**
 * The contract's facts are one generated module per schema behind a barrel (`src/common/contract/facts.gen.ts`,
 * re-exported as `client/api/contract-facts.ts`). Marked free of side effects, an import through either barrel
 * goes straight to the schema's module, so each chunk carries the facts its code uses, not every fact in use
 * anywhere in the shop.
 */
const contractFactsRule: RuleSetRule = {
  test: /[\\/]src[\\/](common[\\/]contract[\\/]facts|client[\\/]api[\\/]contract-facts\.ts$)/,
  sideEffects: false,
};

const nodeModules = (names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * The libraries every page needs (React, the router, the store) get one stable, long-cached chunk of their own:
 * one file rather than three, as each request of a first view queues behind others on an HTTP/1.1 connection, and
 * one file compresses better (1.1 kB less gzip on every first view, 29 November). Everything else from
 * node_modules (formik, yup, later react-slick) is left to webpack's default split, so it stays in the lazy
 * route chunk that imports it instead of joining the first load.
 */
const vendorGroup = {
  test: nodeModules([
    ...['react', 'react-dom', 'scheduler'],
    ...['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'],
    ...['@reduxjs', 'redux', 'react-redux', 'reselect', 'immer', 'redux-thunk', 'use-sync-external-store'],
  ]),
  name: 'vendor',
  chunks: 'all' as const,
  priority: 40,
  enforce: true,
};

/**
 * The shell's chunks, which every page loads and runs as it starts: webpack's runtime, the vendors and the app
 * (the entry). Their scripts carry V8's compile hint (config/webpack/compile-hints.ts).
 */
const SHELL_CHUNKS = { runtime: 'runtime', vendor: vendorGroup.name, app: 'main' } as const;

/**
 * `build/client/page-assets.json`: each named chunk's files (`page-product`: its scripts and stylesheets, shared
 * split chunks included), so a server-rendered page links its own page's assets (src/server/plugins/spa.ts).
 */
class PageAssetsManifestPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('PageAssetsManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageAssetsManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            manifest[name] = group.getFiles().filter((file) => /\.(js|css)$/.test(file));
          }
          compilation.emitAsset(
            '../page-assets.json',
            new webpack.sources.RawSource(JSON.stringify(manifest)),
          );
        },
      );
    });
  }
}

interface CliArgs {
  mode?: Configuration['mode'];
}

/** React Router 7's package exports only its development build; production must ask for the other one. */
const routerAlias = (production: boolean): Record<string, string> =>
  production
    ? {
        'react-router$': path.join(paths.reactRouter, 'index.mjs'),
        'react-router/dom$': path.join(paths.reactRouter, 'dom-export.mjs'),
      }
    : {};

/**
 * The server renderer: the same app for Node, in one file (`build/ssr/render.js`, lazy pages included, so a
 * render never waits for a chunk). Styles are the browser build's business; images and fonts get the same
 * hashed URLs as there (same rule, not written again), so the server's markup and the browser's agree.
 */
function serverRendererConfig(mode: Configuration['mode'], production: boolean): Configuration {
  return {
    name: 'ssr',
    mode,
    target: 'node20',
    entry: { render: paths.ssrEntry },
    output: {
      path: paths.ssrDir,
      publicPath: paths.publicPath,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { ...routerAlias(production), ...messageAlias, leaflet$: paths.leafletOnServer },
    },
    module: {
      rules: [
        scriptRule,
        { test: /\.css$/, type: 'asset/resource', generator: { emit: false } },
        { ...assetRule, generator: { ...(assetRule.generator as object), emit: false } },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    devtool: false,
    performance: { hints: false },
  };
}

export default function webpackConfig(_env: unknown, argv: CliArgs = {}): Configuration[] {
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';
  return [clientConfig(mode, production), serverRendererConfig(mode, production)];
}

function clientConfig(mode: Configuration['mode'], production: boolean): Configuration {
  const hashed = (ext: string) => (production ? `[name].[contenthash:8].${ext}` : `[name].${ext}`);
  return {
    name: 'client',
    mode,
    entry: { [SHELL_CHUNKS.app]: paths.entry, ...intlWarmupEntry, ...offlineEntry },
    output: {
      path: paths.staticDir,
      publicPath: paths.publicPath,
      filename: hashed('js'),
      chunkFilename: hashed('js'),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { ...routerAlias(production), ...messageAlias },
    },
    module: { rules: [scriptRule, contractFactsRule, styleRule(production), assetRule] },
    plugins: [
      new HtmlWebpackPlugin({
        template: paths.htmlTemplate,
        // Written beside static/, not inside it: the server reads it as the page shell.
        filename: '../index.html',
        scriptLoading: 'defer',
        minify: production ? { collapseWhitespace: true, removeComments: true } : false,
        excludeChunks: [OFFLINE_ENTRY, INTL_WARMUP_ENTRY],
        templateParameters: (compilation) => intlWarmupTemplateParameters(compilation),
      }),
      new PageAssetsManifestPlugin(),
      ...offlinePlugins(production),
      ...(production
        ? [
            new MiniCssExtractPlugin({ filename: hashed('css'), chunkFilename: hashed('css') }),
            // Hidden maps (no sourceMappingURL comment) written outside the served folder: for an error
            // tracker's upload or a developer's local debugging, never for whoever asks /static/.
            new webpack.SourceMapDevToolPlugin({
              filename: `${path.relative(paths.staticDir, paths.sourceMapDir)}/[file].map`,
              append: false,
            }),
            compileHintPlugin(Object.values(SHELL_CHUNKS)),
            ...compressionPlugins(),
          ]
        : []),
    ],
    optimization: {
      runtimeChunk: { name: SHELL_CHUNKS.runtime },
      moduleIds: 'deterministic',
      minimize: production,
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          vendor: vendorGroup,
        },
      },
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    // The size budget (about 170 KB gzip of JS for the home page) is checked by the team, not by hints.
    performance: { hints: false },
  };
}
