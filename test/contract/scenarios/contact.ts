import { COOKIE } from '../../../src/common/cookie-names';
import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { otherFormKey, unknownEmail } from './inputs';
import { rejectsStoreCodes } from './store-codes';

/** The contact form: one message from a made-up address at example.com lands in the shop's outbox. */
export const contactForm = (found: Discovered): Scenario => ({
  operationId: 'postContactForm',
  async run(t) {
    const formKey = need(
      t.cookie(COOKIE.formKey),
      `a ${COOKIE.formKey} cookie (loadCustomerSections starts the session)`,
    );
    const form = {
      name: 'Contract Verifier',
      email: unknownEmail(),
      comment: 'A message from the contract verifier.',
      form_key: formKey,
    };
    await t.ok('postContactForm', 'a message', { body: form }, (body) =>
      body.errors ? `errors is true: ${body.message}` : null,
    );
    const invalid = (label: string, body: object, field: string) =>
      t.rejects('postContactForm', label, { body }, { status: 400, code: 'validation_failed', field });
    await invalid('comment of spaces only', { ...form, comment: '   ' }, 'body.comment');
    await invalid('email not an e-mail', { ...form, email: 'nope' }, 'body.email');
    await invalid('telephone with letters', { ...form, telephone: 'call me' }, 'body.telephone');
    const { comment: _comment, ...withoutComment } = form;
    await invalid('without comment', withoutComment, 'body.comment');
    await t.rejects(
      'postContactForm',
      'form_key of another session',
      { body: { ...form, form_key: otherFormKey(formKey) } },
      { status: 403, code: 'form_key_invalid' },
    );
    await rejectsStoreCodes(t, 'postContactForm', { body: form }, found);
  },
});
