import type { CategoryNode } from '../api/catalog';

/** The house's main watch category: the one named `watches`, else the first that is not straps. */
export function findWatchesCategory(nodes: readonly CategoryNode[], strapsType: number): CategoryNode | null {
  return (
    nodes.find((n) => n.url_key === 'watches') ?? nodes.find((n) => n.category_type !== strapsType) ?? null
  );
}

/** Depth-first search of the tree: the categories from the top down to the one whose `url_path` is given (itself last), or null. */
export function findCategoryTrail(nodes: readonly CategoryNode[], urlPath: string): CategoryNode[] | null {
  for (const node of nodes) {
    if (node.url_path === urlPath) return [node];
    const below = findCategoryTrail(node.children, urlPath);
    if (below) return [node, ...below];
  }
  return null;
}
