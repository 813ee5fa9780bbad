import { lazy, memo, Suspense, type Attributes, type ComponentType } from 'react';
import { nextTask } from './nextTask';
import { reloadOnceForChunk } from './service-worker/chunk-reload';

/** Every leaf's loader, registered when the module declaring the leaf runs (a page's chunk). */
const loaders = new Set<{ preload: () => Promise<unknown>; started: () => boolean }>();

/**
 * A part of a page whose code stays out of the page's first view (issue 18: forms behind a sold-out watch,
 * carousels, the menu's sanitised markup), yet is in the server's HTML from the first paint.
 *
 * - Server render: the server bundle has every chunk at hand, so the leaf renders in full (`renderToHtml` waits).
 * - Hydration: until its chunk has arrived, React keeps the server's markup of the leaf as it is (a dehydrated
 *   Suspense boundary) and hydrates it once the chunk is there: nothing flashes or moves. `memo`: a parent that
 *   re-renders with the same props does not touch the boundary, which would otherwise be rendered anew.
 *   `src/client/index.tsx` loads every leaf right after hydration starts, one per task (`preloadLeaves`).
 * - Rendered in the browser (a page reached by a link): `lazyPage` loads the page's leaves with the page, so the
 *   page renders whole, in one pass.
 */
export function lazyLeaf<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<unknown> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      // A chunk of an older build, gone after a deploy: the page reloads once (as for a page, lazyPage).
      (error: unknown) => (reloadOnceForChunk(error) ? new Promise<never>(() => {}) : Promise.reject(error)),
    ));
  loaders.add({ preload, started: () => loading !== null });
  // As in lazyPage: React.lazy suspends on any promise, even a settled one; a thenable that calls back at once
  // lets a loaded leaf render in the same pass.
  const Lazy = lazy(() =>
    loaded
      ? (settled({ default: loaded }) as unknown as Promise<{ default: ComponentType<P> }>)
      : preload().then(() => ({ default: loaded as ComponentType<P> })),
  );
  const Leaf = (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...(props as P & Attributes)} />
    </Suspense>
  );
  return memo(Leaf) as unknown as ComponentType<P>;
}

const settled = <T,>(value: T) => ({
  then: (resolve: (value: T) => void) => resolve(value),
});

/**
 * Loads every leaf declared so far (the loaded pages' leaves); a leaf whose chunk fails says so when it renders.
 * `oneTaskEach`: each load starts in a task of its own. Starting a load inserts its script and stylesheet
 * elements, 3-15 ms apiece at a phone's speed (a real 4x CPU slowdown): the ten leaves of a category page started
 * at once right after hydration made a task of 150 ms (`src/client/index.tsx` asks for this). A page rendered in
 * the browser waits for its leaves (`lazyPage`) and starts them all at once.
 */
export async function preloadLeaves({ oneTaskEach = false } = {}): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const leaf of [...loaders]) {
    if (oneTaskEach && !leaf.started()) await nextTask();
    loads.push(leaf.preload().catch(() => undefined));
  }
  return Promise.all(loads);
}
