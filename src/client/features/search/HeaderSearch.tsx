import { useLocation, useSearchParams } from 'react-router-dom';
import { useStoreCode } from '../../lib/store-config';
import { SearchForm } from './SearchForm';
import { STORE_ROUTES, storePaths } from '../../../common/store-paths';

/** The header's search box, showing the current term on the results page (and following it there). */
export function HeaderSearch() {
  const storeCode = useStoreCode();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onResults = pathname.startsWith(storePaths.page(storeCode, STORE_ROUTES.search));
  const term = onResults ? (params.get('q') ?? '') : '';
  return <SearchForm key={term} initialTerm={term} />;
}
