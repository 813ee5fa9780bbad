/**
 * The contract between the reference server and the server renderer's bundle (build/ssr/render.js, built from
 * src/client/ssr): the server loads the bundle at run time, so both sides type it from here.
 */
export interface PageRenderRequest {
  /** Path and query of the page (`/en-int/heritage-chronograph.html?variant=…`). */
  url: string;
  /** The origin absolute URLs in the page are built on (canonical, Open Graph, JSON-LD). */
  origin: string;
  /** The store's language, so its messages are loaded before the render. */
  languageCode: string | null;
  /** The answer's CSP nonce, for any inline script React writes. */
  nonce: string;
  onError: (error: unknown) => void;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The page's head tags (title, meta, canonical, JSON-LD). */
  headHtml: string;
  /** The build chunks of the routes rendered (`page-product`), for their stylesheets and scripts. */
  chunks: string[];
  /** The API cache the browser hydrates from: public answers only. */
  apiState: unknown;
}

/** What the server hands the renderer once, at start. */
export interface RendererConnection {
  /** Answers the render's API calls (the server's own routes, in process). */
  fetch: typeof fetch;
  /** A DOM window (jsdom) for DOMPurify, which sanitises server-supplied HTML in the render as in the browser. */
  domWindow: unknown;
}

export interface PageRendererModule {
  connect(server: RendererConnection): void;
  renderPage(request: PageRenderRequest): Promise<RenderedPage>;
}

/** The id of the script element (type application/json) that carries `apiState` to the browser. */
export const SERVER_STATE_ELEMENT_ID = 'caseback-state';
