import type { Database } from '../../db/types';
import { invalidateCatalogueStock } from '../catalog/catalog-cache';

/**
 * The one place that hears about committed stock changes (the ERP feed), with the ids of the products whose
 * quantity changed: listings, searches and product pages must not show a stock status older than the change.
 */
export function onStockChanged(db: Database, _productIds: readonly number[]): Promise<void> {
  // The cache keeps stock per listing, not per product: the whole stock part goes (prices and facets stay),
  // on this process and, through the database's change feed, on every other.
  return invalidateCatalogueStock(db);
}
