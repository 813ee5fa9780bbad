import { COOKIE } from '../../../src/common/cookie-names';
import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import { solvedCaptcha } from './captcha';
import type { Discovered } from './discovered';
import { otherFormKey, unknownEmail } from './inputs';
import { reservableProducts } from './reservation-found';
import { rejectsStoreCodes } from './store-codes';

const MAX_ID = 2147483647;
const REFUSED = { status: 422, code: 'validation_failed' } as const;

/** Requests one appointment, then the refusals: form key, fields, terms, captcha, an unknown product. */
export const videoAppointmentSave = (found: Discovered): Scenario => ({
  operationId: 'saveVideoAppointment',
  async run(t) {
    const formKey = need(t.cookie(COOKIE.formKey), `a ${COOKIE.formKey} cookie (loadCustomerSections)`);
    const product = need(reservableProducts(found.productDetails)[0], 'a product from getProductByUrlKey');
    const headers = { 'X-Form-Key': formKey };
    const appointment = {
      civility: 'Mx',
      customer_email: unknownEmail(),
      customer_firstname: 'Verify',
      customer_lastname: 'Contract',
      customer_phone: '+41 22 000 00 00',
      product_id: product.id,
    };
    const body = (recaptcha: string | null, extra: object = {}) => ({
      appointment,
      terms: true,
      newsletter: false,
      recaptcha,
      ...extra,
    });

    const solution = await solvedCaptcha(t, 'saveVideoAppointment');
    await t.ok(
      'saveVideoAppointment',
      `an appointment about ${product.sku}`,
      { headers, body: body(solution) },
      (answer) => (answer === true ? null : `answered ${JSON.stringify(answer)} instead of exactly true`),
    );
    const refused = (label: string, sent: object, field: string) =>
      t.rejects('saveVideoAppointment', label, { headers, body: sent }, { ...REFUSED, field });
    await refused('the same captcha solution again', body(solution), 'body.recaptcha');
    await refused('recaptcha null', body(null), 'body.recaptcha');
    await refused('terms false', body(solution, { terms: false }), 'body.terms');
    await t.rejects(
      'saveVideoAppointment',
      'without X-Form-Key',
      { body: body(solution) },
      {
        status: 400,
        code: 'validation_failed',
        field: 'header.X-Form-Key',
      },
    );
    await t.rejects(
      'saveVideoAppointment',
      'X-Form-Key of another session',
      { headers: { 'X-Form-Key': otherFormKey(formKey) }, body: body(solution) },
      { status: 403, code: 'form_key_invalid' },
    );
    await t.rejects(
      'saveVideoAppointment',
      'civility Sir (not in the list)',
      { headers, body: { ...body(solution), appointment: { ...appointment, civility: 'Sir' } } },
      { status: 400, code: 'validation_failed', field: 'body.appointment.civility' },
    );
    await t.rejects(
      'saveVideoAppointment',
      `unknown product_id ${MAX_ID}`,
      {
        headers,
        body: {
          ...body(await solvedCaptcha(t, 'an unknown product')),
          appointment: { ...appointment, product_id: MAX_ID },
        },
      },
      { status: 404, code: 'not_found' },
    );
    await rejectsStoreCodes(t, 'saveVideoAppointment', { headers, body: body(solution) }, found);
  },
});
