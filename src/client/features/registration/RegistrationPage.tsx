import { useCallback, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { ROBOTS } from '../../lib/head/robots';
import { usePageView } from '../../lib/usePageView';
import { storePaths } from '../../../common/store-paths';
import { registrationMessages as m } from './messages';
import { registrationPageOpened } from './registrationSlice';
import { RegistrationStepper } from './RegistrationStepper';
import { useContinue } from './useContinue';
import './registration.css';

/** customer/account/create, page type 13 ('login / new customer'): the modal's stepper on a page of its own. */
export function RegistrationPage() {
  const config = useStoreConfig();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const intl = useIntl();
  const brand = config.brand.name;
  usePageView(PAGE_TYPE.newCustomer);
  useDocumentMeta(
    intl.formatMessage(m.documentTitle, { brand }),
    intl.formatMessage(m.metaDescription, { brand }),
    { robots: ROBOTS.noindexFollow },
  );
  useEffect(() => {
    dispatch(registrationPageOpened());
  }, [dispatch]);
  const home = useCallback(() => navigate(storePaths.home(config.store_code)), [navigate, config.store_code]);
  const onContinue = useContinue(home);

  return (
    <div className="registration-page">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>
          <FormattedMessage {...m.title} />
        </h1>
      </header>
      <section className="form-panel" aria-label={intl.formatMessage(m.title)}>
        <RegistrationStepper onContinue={onContinue} />
      </section>
    </div>
  );
}
