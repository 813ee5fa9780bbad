import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { useGetContentPageQuery } from '../../api/content';
import { isNotFound } from '../../api/errors';
import { NotFoundPage } from '../../components/NotFoundPage/NotFoundPage';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { useStoreCode } from '../../lib/store-config';
import { StoryView } from './StoryView';
import { getContentPageParams } from '../../api/contract-facts';
import './story.css';

/** The contract's identifier shape: anything else cannot name a story, so it is not asked for. */
const { identifier: IDENTIFIER } = getContentPageParams;

/** `/:storeCode/stories/:identifier`: a content page (page type 7), or the not-found page. */
export function StoryPage() {
  const storeCode = useStoreCode();
  const { identifier = '' } = useParams();
  const valid = IDENTIFIER.pattern.test(identifier) && identifier.length <= IDENTIFIER.maxLength;
  const { data, error, refetch } = useGetContentPageQuery(valid ? { storeCode, identifier } : skipToken);
  if (!valid || isNotFound(error)) return <NotFoundPage />;
  if (data) return <StoryView key={data.page_id} page={data} />;
  if (error) return <ErrorState onRetry={() => void refetch()} />;
  return <LoadingState />;
}
