import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import type { PageRendererModule, RenderedPage } from '../../../common/server-render';
import { injectFetch } from './inject-fetch';

export interface PageRenderer {
  render(request: {
    url: string;
    origin: string;
    languageCode: string | null;
    nonce: string;
    onError: (error: unknown) => void;
  }): Promise<RenderedPage>;
  /** The files of a build chunk (`page-product`): scripts and stylesheets, from the browser build's manifest. */
  assetsOf(chunk: string): string[];
}

const load = createRequire(__filename);

/**
 * The server renderer built by webpack (`build/ssr/render.js`) with the browser build's chunk manifest, or null
 * when it is not built (the shell alone then answers, and the browser renders everything). `reload`: read
 * again when the files change (development), else once.
 */
export function loadPageRenderer(
  app: FastifyInstance,
  buildDir: string,
  reload: boolean,
): PageRenderer | null {
  const bundle = join(buildDir, 'ssr/render.js');
  const manifestFile = join(buildDir, 'client/page-assets.json');
  if (!existsSync(bundle) || !existsSync(manifestFile)) return null;
  const transport = injectFetch(app);
  let loaded: { at: number; module: PageRendererModule; manifest: Record<string, string[]> } | null = null;
  const current = () => {
    const at = Math.max(statSync(bundle).mtimeMs, statSync(manifestFile).mtimeMs);
    if (!loaded || (reload && at !== loaded.at)) {
      delete load.cache[load.resolve(bundle)];
      const module = load(bundle) as PageRendererModule;
      module.connect({ fetch: transport, domWindow: new JSDOM('').window });
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string[]>;
      loaded = { at, module, manifest };
    }
    return loaded;
  };
  current();
  return {
    render: (request) => current().module.renderPage(request),
    assetsOf: (chunk) => current().manifest[chunk] ?? [],
  };
}
