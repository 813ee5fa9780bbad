import type { CategoryNode } from '../api/catalog';

/** Depth-first search of the tree for the category whose `url_path` is the given path. */
export function findCategoryByPath(nodes: readonly CategoryNode[], urlPath: string): CategoryNode | null {
  for (const node of nodes) {
    if (node.url_path === urlPath) return node;
    const found = findCategoryByPath(node.children, urlPath);
    if (found) return found;
  }
  return null;
}

/** The house's main watch category: the one named `watches`, else the first that is not straps. */
export function findWatchesCategory(nodes: readonly CategoryNode[], strapsType: number): CategoryNode | null {
  return (
    nodes.find((n) => n.url_key === 'watches') ?? nodes.find((n) => n.category_type !== strapsType) ?? null
  );
}
