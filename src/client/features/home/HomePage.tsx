import { useGetCategoryTreeQuery } from '../../api/catalog';
import { findWatchesCategory } from '../../lib/category-tree';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import { CollectionsSection } from './CollectionsSection';
import { HomeHero } from './HomeHero';
import { HouseNote } from './HouseNote';
import { SelectedWatches } from './SelectedWatches';
import './home.css';

/** Page type 1: the house's front door. */
export function HomePage() {
  const config = useStoreConfig();
  const { brand } = config;
  usePageView(PAGE_TYPE.home);
  useDocumentMeta(
    `${brand.name} | ${brand.tagline}`,
    `${brand.name}, ${brand.tagline.toLowerCase()}: discover our mechanical watches and their collections.`,
  );
  const { data: tree } = useGetCategoryTreeQuery({ storeCode: config.store_code });
  const watches = tree ? findWatchesCategory(tree.items, config.catalog.straps_category_type) : null;

  return (
    <div className="home">
      <HomeHero brandName={brand.name} tagline={brand.tagline} watchesUrl={watches?.full_url ?? null} />
      {watches && watches.children.length > 0 ? <CollectionsSection collections={watches.children} /> : null}
      <HouseNote brandName={brand.name} />
      {watches ? <SelectedWatches categoryId={watches.entity_id} allUrl={watches.full_url} /> : null}
    </div>
  );
}
