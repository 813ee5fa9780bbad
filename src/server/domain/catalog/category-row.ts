import type { components } from '../../../common/contract/schema.gen';

type CategoryNode = components['schemas']['CategoryNode'];

/** A row of the categories table with its count of listed products, as the category tree is built from. */
export interface CategoryRow {
  id: number;
  parent_id: number | null;
  url_key: string;
  url_path: string;
  name: string;
  description: string | null;
  level: number;
  display_mode: CategoryNode['display_mode'];
  category_type: number;
  include_in_menu: boolean;
  product_count: number;
}
