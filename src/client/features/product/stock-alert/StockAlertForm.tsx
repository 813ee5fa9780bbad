import { Form, Formik } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../components/FormField/FormField';
import type { ProductDetail, ProductVariant } from '../../../api/catalog';
import { stockAlertMessages } from './messages';
import { INITIAL_STOCK_ALERT_VALUES, makeStockAlertSchema, type StockAlertValues } from './stockAlertSchema';
import { useStockAlert, type StockAlertProblem } from './useStockAlert';
import './stock-alert.css';

interface StockAlertFormProps {
  product: ProductDetail;
  /** The variation the option tiles chose; null while a configurable watch has no valid combination. */
  variant: ProductVariant | null;
}

/**
 * Spec 2.3: the out-of-stock notify form (product, email, optional newsletter), shown while the chosen
 * variation (or the simple product) is sold out; once subscribed it shows as such instead.
 */
export function StockAlertForm({ product, variant }: StockAlertFormProps) {
  const alert = useStockAlert();
  const intl = useIntl();
  const schema = useMemo(() => makeStockAlertSchema(intl), [intl]);
  const titleId = useId();
  const item = product.type === 'configurable' ? variant : product;
  if (!item || item.is_saleable) return null;

  return (
    <section className="stock-alert" aria-labelledby={titleId}>
      <h2 id={titleId} className="stock-alert__title">
        <FormattedMessage {...stockAlertMessages.title} />
      </h2>
      {alert.isSubscribed(item.id) ? (
        <Subscribed name={product.name} />
      ) : (
        <>
          <p className="stock-alert__intro">
            <FormattedMessage {...stockAlertMessages.intro} />
          </p>
          <Formik<StockAlertValues>
            key={item.id}
            initialValues={INITIAL_STOCK_ALERT_VALUES}
            validationSchema={schema}
            validateOnChange={false}
            onSubmit={(values) => alert.submit(item.id, values)}
          >
            {({ isSubmitting, values, setFieldValue }) => (
              <Form className="stock-alert__form" noValidate>
                <input type="hidden" name="product" value={item.id} />
                <FormField
                  idPrefix="stock-alert"
                  name="email"
                  label={intl.formatMessage(stockAlertMessages.email)}
                  type="email"
                  autoComplete="email"
                  required
                />
                <label className="stock-alert__newsletter">
                  <input
                    type="checkbox"
                    name="newsletter_subscribe"
                    checked={values.newsletter}
                    onChange={(event) => void setFieldValue('newsletter', event.target.checked)}
                  />
                  <span>
                    <FormattedMessage {...stockAlertMessages.newsletter} />
                  </span>
                </label>
                <Problem problem={alert.problemFor(item.id)} />
                <button
                  type="submit"
                  className="button button--secondary stock-alert__submit"
                  disabled={isSubmitting}
                >
                  <FormattedMessage {...stockAlertMessages.submit} />
                </button>
              </Form>
            )}
          </Formik>
        </>
      )}
    </section>
  );
}

/** Replaces the form; takes the focus the vanished submit button had, so keyboard and screen readers follow. */
function Subscribed({ name }: { name: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} className="stock-alert__subscribed" role="status" tabIndex={-1}>
      <FormattedMessage {...stockAlertMessages.subscribed} values={{ name }} />
    </p>
  );
}

function Problem({ problem }: { problem: StockAlertProblem | null }) {
  return (
    <div className="stock-alert__problem" role="alert">
      {problem?.kind === 'nok' ? (
        // Sanitised by useStockAlert (basic inline tags only): spec 8 shows the server's html.
        <div className="stock-alert__server" dangerouslySetInnerHTML={{ __html: problem.html }} />
      ) : problem?.kind === 'failed' ? (
        <p className="form-message--error">
          <FormattedMessage {...stockAlertMessages.failed} />
        </p>
      ) : null}
    </div>
  );
}
