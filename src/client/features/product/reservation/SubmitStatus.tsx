import { FormattedMessage } from 'react-intl';
import { serviceMessages } from './messages';

/** Above a service form's buttons: the quiet 'Verifying…' of the captcha, or why the submission failed. */
export function SubmitStatus({ error, verifying }: { error: string | null; verifying: boolean }) {
  return (
    <>
      <p className="service-status" role="status">
        {verifying ? <FormattedMessage {...serviceMessages.verifying} /> : null}
      </p>
      <div role="alert">{error ? <p className="form-message--error">{error}</p> : null}</div>
    </>
  );
}
