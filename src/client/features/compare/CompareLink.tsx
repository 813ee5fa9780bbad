import { useIntl } from 'react-intl';
import { useGetCompareListQuery } from '../../api/compare';
import { HeaderCountLink } from '../../components/HeaderCountLink/HeaderCountLink';
import { useStoreCode } from '../../lib/store-config';
import { compareLinkLabel, compareLinkMessages } from './linkTexts';
import { storePaths } from '../../../common/store-paths';

/** The header's way to the compare page, with the list's count; nothing at all while the list is empty. */
export function CompareLink() {
  const intl = useIntl();
  const storeCode = useStoreCode();
  const { data } = useGetCompareListQuery({ storeCode });
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <HeaderCountLink
      to={storePaths.compare(storeCode)}
      label={compareLinkLabel(count, intl)}
      word={intl.formatMessage(compareLinkMessages.linkWord)}
      count={count}
      icon={
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 14V6M8 14V2M12 14V9" fill="none" stroke="currentColor" strokeWidth="1.3" />
        </svg>
      }
    />
  );
}
