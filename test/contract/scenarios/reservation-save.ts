import { COOKIE } from '../../../src/common/cookie-names';
import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import { solvedCaptcha } from './captcha';
import type { Discovered } from './discovered';
import { otherFormKey, unknownEmail } from './inputs';
import type { ReservationFound } from './reservation-found';
import { rejectsStoreCodes } from './store-codes';

const MAX_ID = 2147483647;
const REFUSED = { status: 422, code: 'validation_failed' } as const;

/**
 * Reserves one piece (so each run holds one piece of one boutique's stock), then the refusals: the form key,
 * the contract's fields, terms, the captcha (missing, reused), an unknown boutique and one without the piece.
 */
export const reservationSave = (found: Discovered, reserve: ReservationFound): Scenario => ({
  operationId: 'saveReservation',
  async run(t) {
    const formKey = need(t.cookie(COOKIE.formKey), `a ${COOKIE.formKey} cookie (loadCustomerSections)`);
    const product = need(reserve.product, 'a product some boutique holds (listReservationShops)');
    const shop = need(
      reserve.shops.find((s) => s.available),
      'a boutique holding the product (listReservationShops)',
    );
    const headers = { 'X-Form-Key': formKey };
    const form = {
      shop_id: shop.id,
      product_id: product.id,
      firstname: 'Verify',
      lastname: 'Contract',
      email: unknownEmail(),
      telephone: '+41 22 000 00 00',
    };
    const body = (recaptcha: string | null, extra: object = {}) => ({
      reservation: form,
      newsletter: false,
      terms: true,
      recaptcha,
      ...extra,
    });

    const solution = await solvedCaptcha(t, 'saveReservation');
    await t.ok(
      'saveReservation',
      `reserve ${product.sku} at ${shop.name}`,
      { headers, body: body(solution) },
      (answer) => (answer === true ? null : `answered ${JSON.stringify(answer)} instead of exactly true`),
    );
    await t.rejects(
      'saveReservation',
      'the same captcha solution again',
      { headers, body: body(solution) },
      {
        ...REFUSED,
        field: 'body.recaptcha',
      },
    );
    await t.rejects(
      'saveReservation',
      'recaptcha null',
      { headers, body: body(null) },
      {
        ...REFUSED,
        field: 'body.recaptcha',
      },
    );
    await t.rejects(
      'saveReservation',
      'terms false',
      { headers, body: body(solution, { terms: false }) },
      {
        ...REFUSED,
        field: 'body.terms',
      },
    );
    await t.rejects(
      'saveReservation',
      'without X-Form-Key',
      { body: body(solution) },
      {
        status: 400,
        code: 'validation_failed',
        field: 'header.X-Form-Key',
      },
    );
    await t.rejects(
      'saveReservation',
      'X-Form-Key of another session',
      { headers: { 'X-Form-Key': otherFormKey(formKey) }, body: body(solution) },
      { status: 403, code: 'form_key_invalid' },
    );
    await t.rejects(
      'saveReservation',
      'email not an e-mail',
      { headers, body: { ...body(solution), reservation: { ...form, email: 'not-an-email' } } },
      { status: 400, code: 'validation_failed', field: 'body.reservation.email' },
    );
    if (!reserve.shops.some((s) => s.id === MAX_ID)) {
      await t.rejects(
        'saveReservation',
        `unknown shop_id ${MAX_ID}`,
        {
          headers,
          body: {
            ...body(await solvedCaptcha(t, 'an unknown boutique')),
            reservation: { ...form, shop_id: MAX_ID },
          },
        },
        { status: 404, code: 'not_found' },
      );
    }
    const without = reserve.shops.find((s) => !s.available);
    if (without) {
      await t.rejects(
        'saveReservation',
        `${product.sku} at ${without.name}, which holds none`,
        {
          headers,
          body: {
            ...body(await solvedCaptcha(t, 'a boutique without the piece')),
            reservation: { ...form, shop_id: without.id },
          },
        },
        { status: 409, code: 'insufficient_stock' },
      );
    }
    await rejectsStoreCodes(t, 'saveReservation', { headers, body: body(solution) }, found);
  },
});
