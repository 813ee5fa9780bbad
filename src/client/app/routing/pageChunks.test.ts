import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { appRoutes } from '../routes';
import { storePaths } from '../../../common/store-paths';
import { chunksOfMatches, type PageChunkHandle } from './pageChunks';

/** Every webpackChunkName written in the client's sources: the chunks the browser build can have. */
function builtChunkNames(dir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.test.tsx')) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const [, name] of text.matchAll(/webpackChunkName: "([^"]+)"/g)) names.add(name ?? '');
  }
  return names;
}

/** The routes under the store root (`/:storeCode`), flattened: each with the chunk its handle names. */
function storeRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...storeRoutes(route.children ?? [])]);
}

const handleOf = (route: RouteObject) => route.handle as PageChunkHandle | undefined;
const [storeRoot, rootRedirect] = appRoutes;
const pageRoutes = storeRoutes(storeRoot?.children ?? []);
const chunksAt = (url: string) => chunksOfMatches(matchRoutes(appRoutes, url) ?? []);

test('the routes are the store root with its pages and the root redirect, nothing else', () => {
  expect(appRoutes).toHaveLength(2);
  expect(storeRoot?.path).toBe('/:storeCode');
  expect(rootRedirect?.path).toBe('/');
  expect(rootRedirect?.handle).toBeUndefined();
});

test('every page route names its chunk, and each chunk is one the build makes', () => {
  const built = builtChunkNames(join(__dirname, '../..'));
  expect(pageRoutes.length).toBeGreaterThan(25);
  for (const route of pageRoutes) {
    const chunk = handleOf(route)?.chunk;
    expect({ path: route.path ?? '(layout)', hasChunk: chunk !== undefined }).toEqual({
      path: route.path ?? '(layout)',
      hasChunk: true,
    });
    const names = typeof chunk === 'function' ? [chunk({ '*': 'a.html' }), chunk({ '*': 'a' })] : [chunk];
    for (const name of names)
      expect({ path: route.path, chunk: name, built: built.has(name ?? '') }).toEqual({
        path: route.path,
        chunk: name,
        built: true,
      });
  }
});

test('the catalog route (`*`): a .html path is a product page, any other a category page', () => {
  expect(chunksAt('/en-int/heritage-chronograph.html')).toEqual(['page-product']);
  expect(chunksAt('/en-int/watches/heritage/heritage-chronograph.html')).toEqual(['page-product']);
  expect(chunksAt('/en-int/watches/heritage')).toEqual(['page-category']);
  expect(chunksAt('/en-int/watches/')).toEqual(['page-category']);
});

test('fixed pages name theirs; an account page names the account frame first, then its own', () => {
  expect(chunksAt(storePaths.home('en-int'))).toEqual(['page-home']);
  expect(chunksAt(storePaths.cart('fr-ch'))).toEqual(['page-cart']);
  expect(chunksAt(storePaths.account('en-int'))).toEqual(['page-account', 'page-account-dashboard']);
  expect(chunksAt('/')).toEqual([]);
});
