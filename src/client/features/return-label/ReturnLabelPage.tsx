import { useMemo, useReducer, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { HEADER_SECTIONS, useLoadCustomerSectionsQuery } from '../../api/customer';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { ROBOTS } from '../../lib/head/robots';
import { usePageView } from '../../lib/usePageView';
import { INITIAL_FLOW, returnLabelFlow } from './flow';
import type { LookupValues } from './lookupSchema';
import { OrderLookupForm } from './OrderLookupForm';
import { ReturnItemsForm } from './ReturnItemsForm';
import { returnLabelMessages as m } from './messages';
import './returnLabel.css';

/** The signed-in customer's last name, from the section's full name (the section gives no last name alone). */
const lastNameOf = (fullname: string | null | undefined, firstname: string | null | undefined): string =>
  fullname && firstname && fullname.startsWith(firstname) ? fullname.slice(firstname.length).trim() : '';

/**
 * The return label (spec 2.15): step 1 looks an order up, step 2 chooses its items and creates the label;
 * a created label brings step 1 back with the server's message and the label's download link.
 */
export function ReturnLabelPage() {
  const config = useStoreConfig();
  const storeCode = config.store_code;
  const intl = useIntl();
  const brand = config.brand.name;
  usePageView(PAGE_TYPE.unnamed);
  useDocumentMeta(
    intl.formatMessage(m.documentTitle, { brand }),
    intl.formatMessage(m.metaDescription, { brand }),
    { robots: ROBOTS.private },
  );
  const [params] = useSearchParams();
  const { data: sections } = useLoadCustomerSectionsQuery({ storeCode, sections: HEADER_SECTIONS });
  const customer = sections?.customer?.is_logged_in ? sections.customer : null;
  const [flow, dispatch] = useReducer(returnLabelFlow, INITIAL_FLOW);
  const [lastLookup, setLastLookup] = useState<LookupValues | null>(null);

  // A signed-in customer's details and the order view's order number fill the lookup in; a guest types them.
  const initialValues = useMemo<LookupValues>(
    () => ({
      oar_order_id: params.get('order') ?? '',
      oar_billing_lastname: lastNameOf(customer?.fullname, customer?.firstname),
      oar_type: 'email',
      oar_email: customer?.email ?? '',
      oar_zip: '',
    }),
    [params, customer?.fullname, customer?.firstname, customer?.email],
  );

  return (
    <div className="return-label-page">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>
          <FormattedMessage {...m.title} />
        </h1>
        <p className="page-heading__lead">
          <FormattedMessage {...(flow.step === 'lookup' ? m.leadLookup : m.leadItems)} />
        </p>
      </header>
      <p className="return-label-page__step" aria-live="polite">
        <FormattedMessage {...m.stepOf} values={{ step: flow.step === 'lookup' ? 1 : 2, total: 2 }} />
      </p>
      <section className="return-label-page__panel" aria-label={intl.formatMessage(m.title)}>
        <div role="status">
          {flow.step === 'lookup' && flow.success ? (
            <div className="return-label-page__success">
              <p>{flow.success.message}</p>
              {flow.success.labelUrl ? (
                <a className="return-label-page__download" href={flow.success.labelUrl} download>
                  <FormattedMessage {...m.download} />
                </a>
              ) : null}
            </div>
          ) : null}
        </div>
        {flow.step === 'lookup' ? (
          <OrderLookupForm
            key={flow.success ? 'after-create' : 'lookup'}
            storeCode={storeCode}
            initialValues={initialValues}
            previousValues={flow.success ? lastLookup : null}
            onFound={(form, values) => {
              setLastLookup(values);
              dispatch({ type: 'found', form });
            }}
          />
        ) : (
          <ReturnItemsForm
            storeCode={storeCode}
            form={flow.form}
            onCreated={(message, labelUrl) => dispatch({ type: 'created', message, labelUrl })}
            onBack={() => dispatch({ type: 'back' })}
          />
        )}
      </section>
    </div>
  );
}
