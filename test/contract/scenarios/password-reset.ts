import { COOKIE } from '../../../src/common/cookie-names';
import { need, type Scenario, type ScenarioContext } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { otherFormKey, unknownEmail } from './inputs';
import { rejectsStoreCodes } from './store-codes';

/**
 * The forgotten password, without touching a real account: a reset is asked for a made-up address (the answer
 * must be the same as for an account, so only its shape can be checked), and a made-up token is checked and
 * used (a link that does not exist answers like an expired one). Each run counts one request and a few token
 * attempts against the client address's limits, far below them.
 */
const MADE_UP_TOKEN = 'verifyContractMadeUpToken0000000000000000AB';

const formKeyOf = (t: ScenarioContext) =>
  need(t.cookie(COOKIE.formKey), `a ${COOKIE.formKey} cookie (loadCustomerSections starts the session)`);

export const requestPasswordReset = (found: Discovered): Scenario => ({
  operationId: 'requestPasswordReset',
  async run(t) {
    const formKey = formKeyOf(t);
    const email = unknownEmail();
    await t.ok(
      'requestPasswordReset',
      `unknown address ${email}`,
      { body: { email, form_key: formKey } },
      (body) =>
        body.errors
          ? `errors is true: ${body.message}`
          : body.message.includes(email)
            ? null
            : 'message must name the address',
    );
    await t.rejects(
      'requestPasswordReset',
      'email not an e-mail',
      { body: { email: 'not-an-email', form_key: formKey } },
      { status: 400, code: 'validation_failed', field: 'body.email' },
    );
    await t.rejects(
      'requestPasswordReset',
      'without form_key',
      { body: { email } },
      { status: 400, code: 'validation_failed', field: 'body.form_key' },
    );
    await t.rejects(
      'requestPasswordReset',
      'form_key of another session',
      { body: { email, form_key: otherFormKey(formKey) } },
      { status: 403, code: 'form_key_invalid' },
    );
    await rejectsStoreCodes(t, 'requestPasswordReset', { body: { email, form_key: formKey } }, found);
  },
});

export const checkPasswordResetToken = (found: Discovered): Scenario => ({
  operationId: 'checkPasswordResetToken',
  async run(t) {
    await t.ok(
      'checkPasswordResetToken',
      'a token that was never mailed',
      { query: { token: MADE_UP_TOKEN } },
      (body) => (body.valid ? 'a made-up token must not be valid' : null),
    );
    await t.rejects(
      'checkPasswordResetToken',
      'token too short',
      { query: { token: 'abc' } },
      { status: 400, code: 'validation_failed', field: 'query.token' },
    );
    await rejectsStoreCodes(t, 'checkPasswordResetToken', { query: { token: MADE_UP_TOKEN } }, found);
  },
});

export const resetPassword = (found: Discovered): Scenario => ({
  operationId: 'resetPassword',
  async run(t) {
    const formKey = formKeyOf(t);
    const body = {
      token: MADE_UP_TOKEN,
      password: 'Verify-Contract-1',
      password_confirmation: 'Verify-Contract-1',
      form_key: formKey,
    };
    await t.ok('resetPassword', 'a token that was never mailed (expired)', { body }, (answer) =>
      answer.errors ? null : 'a made-up token must not change a password',
    );
    await t.rejects(
      'resetPassword',
      'confirmation differs',
      { body: { ...body, password_confirmation: 'Verify-Contract-2' } },
      { status: 400, code: 'validation_failed', field: 'body.password_confirmation' },
    );
    await t.rejects(
      'resetPassword',
      'password of 3 characters',
      { body: { ...body, password: 'abc', password_confirmation: 'abc' } },
      { status: 400, code: 'validation_failed', field: 'body.password' },
    );
    await t.rejects(
      'resetPassword',
      'form_key of another session',
      { body: { ...body, form_key: otherFormKey(formKey) } },
      { status: 403, code: 'form_key_invalid' },
    );
    await rejectsStoreCodes(t, 'resetPassword', { body }, found);
  },
});
