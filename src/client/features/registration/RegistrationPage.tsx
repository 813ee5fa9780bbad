import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import { storePaths } from '../../../common/store-paths';
import { registrationPageOpened } from './registrationSlice';
import { RegistrationStepper } from './RegistrationStepper';
import { useContinue } from './useContinue';
import './registration.css';

/** customer/account/create, page type 13 ('login / new customer'): the modal's stepper on a page of its own. */
export function RegistrationPage() {
  const config = useStoreConfig();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  usePageView(PAGE_TYPE.newCustomer);
  useDocumentMeta(
    `Create an account | ${config.brand.name}`,
    `Create your ${config.brand.name} account to follow your orders and register your watches.`,
  );
  useEffect(() => {
    dispatch(registrationPageOpened());
  }, [dispatch]);
  const home = useCallback(() => navigate(storePaths.home(config.store_code)), [navigate, config.store_code]);
  const onContinue = useContinue(home);

  return (
    <div className="registration-page">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">Your account</p>
        <h1>Create an account</h1>
      </header>
      <section className="form-panel" aria-label="Create an account">
        <RegistrationStepper onContinue={onContinue} />
      </section>
    </div>
  );
}
