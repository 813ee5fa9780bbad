import { lazy, type ComponentType } from 'react';
import { preloadLeaves } from './lazyLeaf';
import { chunkLoaded, reloadOnceForChunk } from './service-worker/chunk-reload';

/** Each build chunk's page loaders (several pages may share a chunk: the newsletter's four, the locator's two). */
const preloaders = new Map<string, (() => Promise<unknown>)[]>();

/**
 * A route's page in a chunk of its own (`chunk`: its webpackChunkName), like React.lazy, but one that can be
 * loaded before it renders. A server-rendered page must hydrate in one pass: a page that suspends while
 * hydrating is hydrated later, against a store that has moved on (the cart's section has loaded meanwhile),
 * and no longer matches the server's markup. `src/client/index.tsx` preloads the matched routes' chunks
 * (`preloadChunks`) before `hydrateRoot`; once loaded, the page renders without suspending.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page component, whatever its props
export function lazyPage<C extends ComponentType<any>>(chunk: string, load: () => Promise<C>): C {
  let loaded: C | null = null;
  let loading: Promise<C> | null = null;
  const preload = (): Promise<C> =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        chunkLoaded();
        return component;
      },
      // A chunk of an older build, gone after a deploy: the page reloads once and never settles meanwhile.
      (error: unknown) => (reloadOnceForChunk(error) ? new Promise<C>(() => {}) : Promise.reject(error)),
    ));
  preloaders.set(chunk, [...(preloaders.get(chunk) ?? []), preload]);
  // React.lazy suspends on a promise even when it has resolved already; a thenable that calls back at once lets
  // a preloaded page render in the same pass.
  return lazy(() =>
    loaded
      ? (settled({ default: loaded }) as Promise<{ default: C }>)
      : // Rendered in the browser (not hydrated): the page's lazy leaves come with it, so it renders whole.
        preload().then((c) => preloadLeaves().then(() => ({ default: c }))),
  ) as unknown as C;
}

/** A thenable already settled: `then` calls back synchronously (what React.lazy reads as resolved). */
const settled = <T,>(value: T) => ({
  then: (resolve: (value: T) => void) => resolve(value),
});

/** Loads the pages of these chunks (the routes a location matches: app/routing/pageChunks.ts). */
export function preloadChunks(chunks: readonly string[]): Promise<unknown> {
  return Promise.all(chunks.flatMap((chunk) => preloaders.get(chunk) ?? []).map((preload) => preload()));
}
