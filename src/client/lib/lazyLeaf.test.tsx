import type * as LazyLeafModule from './lazyLeaf';

/** A fresh module with three leaves declared, and the names of the leaves whose load has started, in order. */
function declareLeaves() {
  const started: string[] = [];
  let module: typeof LazyLeafModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof LazyLeafModule>('./lazyLeaf');
  });
  const { lazyLeaf, preloadLeaves } = module!;
  for (const name of ['menu', 'footer', 'filters']) {
    lazyLeaf(async () => {
      started.push(name);
      return () => null;
    });
  }
  return { started, preloadLeaves };
}

describe('preloadLeaves', () => {
  it('after hydration, starts no leaf in the task that asks, and every leaf in the tasks after', async () => {
    const { started, preloadLeaves } = declareLeaves();
    const loading = preloadLeaves({ oneTaskEach: true });
    // Starting a load inserts its elements into the page: none of that in the hydrating task.
    expect(started).toEqual([]);
    await loading;
    expect(started).toEqual(['menu', 'footer', 'filters']);
  });

  it('for a page rendered in the browser, starts them all at once, and each only once', async () => {
    const { started, preloadLeaves } = declareLeaves();
    const loading = preloadLeaves();
    expect(started).toEqual(['menu', 'footer', 'filters']);
    await loading;
    await preloadLeaves({ oneTaskEach: true });
    expect(started).toEqual(['menu', 'footer', 'filters']);
  });
});
