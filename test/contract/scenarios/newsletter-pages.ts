import { COOKIE } from '../../../src/common/cookie-names';
import { need, type Scenario, type ScenarioContext } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { otherFormKey, randomText, unknownEmail } from './inputs';
import { refusesWithoutRequestedWith } from './cart-steps';
import { rejectsStoreCodes } from './store-codes';

const formKeyOf = (t: ScenarioContext) =>
  need(t.cookie(COOKIE.formKey), `a ${COOKIE.formKey} cookie (loadCustomerSections starts the session)`);

const noErrors = (body: { errors: boolean; message: string }) =>
  body.errors ? `errors is true: ${body.message}` : null;

export const newsletterFormData = (found: Discovered): Scenario => ({
  operationId: 'getNewsletterFormData',
  async run(t) {
    await t.ok('getNewsletterFormData', 'the form data', {}, (body) =>
      body.min_date < body.max_date
        ? null
        : `min_date ${body.min_date} is not before max_date ${body.max_date}`,
    );
    await rejectsStoreCodes(t, 'getNewsletterFormData', {}, found);
  },
});

/**
 * The subscribe page's form. It subscribes one made-up address at example.com, which stays `not_active`
 * (the confirmation mail goes to the outbox; nobody follows its link).
 */
export const newsletterSubscribe = (found: Discovered): Scenario => ({
  operationId: 'subscribeNewsletter',
  async run(t) {
    const form = { email: unknownEmail(), form_key: formKeyOf(t) };
    await t.ok('subscribeNewsletter', 'a new address', { body: form }, noErrors);
    await t.ok(
      'subscribeNewsletter',
      'with the optional section',
      { body: { ...form, firstname: 'Inès', gender: 'female', dob: '1988-04-12', country_id: 'FR' } },
      noErrors,
    );
    const invalid = (label: string, body: object, field: string) =>
      t.rejects('subscribeNewsletter', label, { body }, { status: 400, code: 'validation_failed', field });
    await invalid('email not an e-mail', { ...form, email: 'not-an-email' }, 'body.email');
    await invalid('dob 12/04/1988', { ...form, dob: '12/04/1988' }, 'body.dob');
    await invalid('gender other', { ...form, gender: 'other' }, 'body.gender');
    await invalid('country_id France', { ...form, country_id: 'France' }, 'body.country_id');
    await invalid('without form_key', { email: form.email }, 'body.form_key');
    await t.rejects(
      'subscribeNewsletter',
      'form_key of another session',
      { body: { ...form, form_key: otherFormKey(form.form_key) } },
      { status: 403, code: 'form_key_invalid' },
    );
    await rejectsStoreCodes(t, 'subscribeNewsletter', { body: form }, found);
  },
});

export const newsletterUnsubscribe = (found: Discovered): Scenario => ({
  operationId: 'unsubscribeNewsletter',
  async run(t) {
    const form = { email: unknownEmail(), form_key: formKeyOf(t) };
    await t.ok(
      'unsubscribeNewsletter',
      'an address never subscribed (same answer)',
      { body: form },
      noErrors,
    );
    await t.rejects(
      'unsubscribeNewsletter',
      'email not an e-mail',
      { body: { ...form, email: 'nope' } },
      { status: 400, code: 'validation_failed', field: 'body.email' },
    );
    await t.rejects(
      'unsubscribeNewsletter',
      'form_key of another session',
      { body: { ...form, form_key: otherFormKey(form.form_key) } },
      { status: 403, code: 'form_key_invalid' },
    );
    await rejectsStoreCodes(t, 'unsubscribeNewsletter', { body: form }, found);
  },
});

export const newsletterConfirm = (found: Discovered): Scenario => ({
  operationId: 'confirmNewsletterSubscription',
  async run(t) {
    const form = { code: randomText(64, '0123456789abcdef'), form_key: formKeyOf(t) };
    await t.ok('confirmNewsletterSubscription', 'a code no mail carried', { body: form }, (body) =>
      body.errors ? null : 'errors is false for a made-up code',
    );
    await t.rejects(
      'confirmNewsletterSubscription',
      'code too short',
      { body: { ...form, code: 'abc' } },
      { status: 400, code: 'validation_failed', field: 'body.code' },
    );
    await t.rejects(
      'confirmNewsletterSubscription',
      'form_key of another session',
      { body: { ...form, form_key: otherFormKey(form.form_key) } },
      { status: 403, code: 'form_key_invalid' },
    );
    await rejectsStoreCodes(t, 'confirmNewsletterSubscription', { body: form }, found);
  },
});

/**
 * The account's e-mail preference, between sign-in and sign-out: with credentials it reads the preference and
 * saves it back unchanged; without, both answer 401 (and the REST read refuses a call without X-Requested-With).
 */
export const newsletterPreferences = (found: Discovered): Scenario => ({
  operationId: 'getNewsletterPreferences',
  async run(t) {
    await refusesWithoutRequestedWith(t, found, 'getNewsletterPreferences');
    if (!found.signedIn) {
      await t.rejects(
        'getNewsletterPreferences',
        'nobody signed in',
        {},
        { status: 401, code: 'unauthorized' },
      );
      return;
    }
    const current = await t.ok('getNewsletterPreferences', 'the signed-in customer', {});
    await rejectsStoreCodes(t, 'getNewsletterPreferences', {}, found);
    if (current) found.newsletterSubscribed = current.is_newsletter_subscribed;
  },
});

export const saveNewsletterPreferences = (found: Discovered): Scenario => ({
  operationId: 'saveNewsletterPreferences',
  async run(t) {
    const formKey = formKeyOf(t);
    const body = { is_subscribed: found.newsletterSubscribed ?? false, form_key: formKey };
    await t.rejects(
      'saveNewsletterPreferences',
      'is_subscribed yes',
      { body: { ...body, is_subscribed: 'yes' } },
      { status: 400, code: 'validation_failed', field: 'body.is_subscribed' },
    );
    await t.rejects(
      'saveNewsletterPreferences',
      'form_key of another session',
      { body: { ...body, form_key: otherFormKey(formKey) } },
      { status: 403, code: 'form_key_invalid' },
    );
    if (!found.signedIn || found.newsletterSubscribed === undefined) {
      await t.rejects(
        'saveNewsletterPreferences',
        'nobody signed in',
        { body },
        { status: 401, code: 'unauthorized' },
      );
      return;
    }
    await t.ok('saveNewsletterPreferences', 'the preference saved back unchanged', { body }, (saved) =>
      saved.is_newsletter_subscribed === body.is_subscribed ? null : 'the preference changed',
    );
    await rejectsStoreCodes(t, 'saveNewsletterPreferences', { body }, found);
  },
});
