import { useIntl } from 'react-intl';
import { useGetHomeContentQuery } from '../../api/content';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { usePageOrigin } from '../../lib/head/pageOrigin';
import { useStructuredData } from '../../lib/head/useStructuredData';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { organizationJsonLd, webSiteJsonLd } from '../../lib/structured-data/home';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { storePaths } from '../../../common/store-paths';
import { usePageView } from '../../lib/usePageView';
import { ContentBlocks } from './ContentBlocks';
import { homeMessages as m } from './messages';
import './home.css';

/** Page type 1: the house's front door, drawn from the store's content configuration on the server. */
export function HomePage() {
  const config = useStoreConfig();
  const { brand } = config;
  const intl = useIntl();
  usePageView(PAGE_TYPE.home);
  // English runs the tagline into the sentence in lower case; other languages keep its capitals (German nouns).
  const tagline = config.language_code === 'en' ? brand.tagline.toLowerCase() : brand.tagline;
  useDocumentMeta(
    `${brand.name} | ${brand.tagline}`,
    intl.formatMessage(m.description, { brand: brand.name, tagline }),
    { canonicalPath: storePaths.home(config.store_code) },
  );
  const origin = usePageOrigin();
  useStructuredData(organizationJsonLd(config, origin));
  useStructuredData(webSiteJsonLd(config, origin));
  const { data, isError, refetch } = useGetHomeContentQuery({ storeCode: config.store_code });

  return (
    <div className="home">
      {/* The slides carry their own headings; the page's one h1 is the house's tagline, for every reader. */}
      <h1 className="visually-hidden">{brand.tagline}</h1>
      {data ? (
        <ContentBlocks blocks={data.blocks} />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <LoadingState />
      )}
    </div>
  );
}
