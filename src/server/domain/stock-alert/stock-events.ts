import type { Queryable } from '../../db/types';
import { invalidateCatalogueStock } from '../catalog/catalog-cache';

/**
 * The one place that hears about committed stock changes (the ERP feed), with the ids of the products whose
 * quantity changed: listings, searches and product pages must not show a stock status older than the change.
 */
export async function onStockChanged(db: Queryable, _productIds: readonly number[]): Promise<void> {
  // The cache keeps stock per listing, not per product: the whole stock part goes (prices and facets stay).
  invalidateCatalogueStock(db);
  return Promise.resolve();
}
