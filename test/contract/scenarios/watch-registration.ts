import { COOKIE } from '../../../src/common/cookie-names';
import {
  need,
  type OperationId,
  type Scenario,
  type ScenarioContext,
} from '../../../scripts/verify-contract/scenario-api';
import { solvedCaptcha } from './captcha';
import type { Discovered } from './discovered';
import { otherFormKey } from './inputs';
import { rejectsStoreCodes } from './store-codes';

const formKeyOf = (t: ScenarioContext) =>
  need(t.cookie(COOKIE.formKey), `a ${COOKIE.formKey} cookie (loadCustomerSections starts the session)`);

/** Numbers no registry is expected to hold (the letters Z and the digit 0 throughout): nothing is found. */
const UNKNOWN = { serial: 'ZZZZZZZZZ', caseback: '0000000' } as const;

type CheckOperation = Extract<OperationId, 'checkWatchSerial' | 'checkWatchCaseback'>;

/**
 * One of the two checks: the refusals (a number of the wrong length, the other panel's number set, no captcha,
 * a spent captcha, the form key of another session, the store codes), then one lookup of a number nobody
 * holds, which answers `success` false. Each lookup costs a proof of work and counts against the server's
 * limits (two per run), and none finds a watch, so a run leaves no check behind on the session.
 */
const check = (found: Discovered, operationId: CheckOperation, field: 'serial' | 'caseback'): Scenario => ({
  operationId,
  async run(t) {
    const other = field === 'serial' ? 'caseback' : 'serial';
    const body = (recaptcha: string | null, extra: object = {}) => ({
      serial: '',
      caseback: '',
      [field]: UNKNOWN[field],
      recaptcha,
      form_key: formKeyOf(t),
      ...extra,
    });
    await t.rejects(
      operationId,
      `${field} one character short`,
      { body: body(null, { [field]: UNKNOWN[field].slice(1) }) },
      { status: 400, code: 'validation_failed', field: `body.${field}` },
    );
    await t.rejects(
      operationId,
      `${other} not empty`,
      { body: body(null, { [other]: UNKNOWN[other] }) },
      { status: 400, code: 'validation_failed', field: `body.${other}` },
    );
    await t.rejects(
      operationId,
      'recaptcha null',
      { body: body(null) },
      { status: 403, code: 'captcha_required', field: 'body.recaptcha' },
    );
    await t.rejects(
      operationId,
      'form_key of another session',
      { body: body(null, { form_key: otherFormKey(formKeyOf(t)) }) },
      { status: 403, code: 'form_key_invalid' },
    );
    await rejectsStoreCodes(t, operationId, { body: body(null) }, found);
    const solution = await solvedCaptcha(t, operationId);
    await t.ok(
      operationId,
      `${field} ${UNKNOWN[field]}, in no registry`,
      { body: body(solution) },
      (answer) => (answer.success ? `${UNKNOWN[field]} was found: pick a number no registry holds` : null),
    );
    await t.rejects(
      operationId,
      'the same captcha solution again',
      { body: body(solution) },
      { status: 403, code: 'captcha_required', field: 'body.recaptcha' },
    );
  },
});

export function watchCheckScenarios(found: Discovered): Scenario[] {
  return [check(found, 'checkWatchSerial', 'serial'), check(found, 'checkWatchCaseback', 'caseback')];
}

/**
 * 'Add to my collection' after the checks above (which found nothing): run between sign-in and sign-out.
 * Signed in, the call is answered `success` false (this session checked no watch) and a store id other than
 * the store's is a 400; signed out, it is a 401. Nothing is ever registered.
 */
export const registerWatchScenario = (found: Discovered): Scenario => ({
  operationId: 'registerWatch',
  async run(t) {
    const storeId = need(found.storeConfig?.store_id, 'the store id (getStoreConfig)');
    const body = (extra: object = {}) => ({
      serial: UNKNOWN.serial,
      sku: 'VERIFY-CONTRACT',
      newsletter_subscribe: 0,
      store_id: storeId,
      form_key: formKeyOf(t),
      ...extra,
    });
    await t.rejects(
      'registerWatch',
      'newsletter_subscribe 2',
      { body: body({ newsletter_subscribe: 2 }) },
      { status: 400, code: 'validation_failed', field: 'body.newsletter_subscribe' },
    );
    await t.rejects(
      'registerWatch',
      'form_key of another session',
      { body: body({ form_key: otherFormKey(formKeyOf(t)) }) },
      { status: 403, code: 'form_key_invalid' },
    );
    await rejectsStoreCodes(t, 'registerWatch', { body: body() }, found);
    if (!found.signedIn) {
      await t.rejects(
        'registerWatch',
        'nobody signed in',
        { body: body() },
        { status: 401, code: 'unauthorized' },
      );
      return;
    }
    await t.rejects(
      'registerWatch',
      'store_id of no store',
      { body: body({ store_id: 2147483647 }) },
      { status: 400, code: 'validation_failed', field: 'body.store_id' },
    );
    await t.ok('registerWatch', `serial ${UNKNOWN.serial}, never checked`, { body: body() }, (answer) =>
      answer.success ? 'a watch this session did not check must not be registered' : null,
    );
  },
});
