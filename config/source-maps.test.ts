import path from 'node:path';
import webpack from 'webpack';
import webpackConfig from '../webpack.config';

const root = path.resolve(__dirname, '..');

const browserBuild = (mode: 'production' | 'development') =>
  webpackConfig({}, { mode }).find((config) => config.name === 'client')!;

describe('source maps of the production build', () => {
  const config = browserBuild('production');
  const mapPlugin = config.plugins?.find((p) => p instanceof webpack.SourceMapDevToolPlugin) as
    (webpack.SourceMapDevToolPlugin & { options: { filename: string; append: unknown } }) | undefined;

  it('are hidden (no sourceMappingURL in the bundles) and written outside the served build/client', () => {
    expect(config.devtool).toBe(false);
    expect(mapPlugin).toBeDefined();
    expect(mapPlugin!.options.append).toBe(false);
    const written = path.resolve(config.output!.path!, mapPlugin!.options.filename);
    expect(path.relative(root, written)).toBe(path.join('build', 'sourcemaps', '[file].map'));
    expect(path.relative(path.join(root, 'build/client'), written)).toMatch(/^\.\./);
  });

  it('stay as quick inline maps in development builds', () => {
    expect(browserBuild('development').devtool).toBe('eval-cheap-module-source-map');
  });

  it('are not made for the server renderer, which never reaches a browser', () => {
    const renderer = webpackConfig({}, { mode: 'production' }).find((config) => config.name === 'ssr')!;
    expect(renderer.devtool).toBe(false);
    expect(renderer.plugins?.some((p) => p instanceof webpack.SourceMapDevToolPlugin)).toBe(false);
  });
});
