import type { Scenario } from '../../../scripts/verify-contract/scenario-api';
import { categoryProducts } from './category-products';
import { categoryTree } from './category-tree';
import { emptyDiscovered } from './discovered';
import { health } from './health';
import { login } from './login';
import { logout } from './logout';
import { productByUrlKey } from './product';
import { searchProducts } from './search';
import { customerSections } from './sections';
import { storeConfig, websites } from './store';

/**
 * One scenario per contract operation, in the order a shopper's browser would meet them: each reads what the
 * earlier ones discovered (store codes, categories, products, the session's form key). A fresh set per run,
 * so runs never share state.
 */
export function createScenarios(): Scenario[] {
  const found = emptyDiscovered();
  return [
    health(),
    websites(found),
    storeConfig(found),
    categoryTree(found),
    categoryProducts(found),
    productByUrlKey(found),
    searchProducts(found),
    customerSections(found),
    login(found),
    logout(found),
  ];
}
