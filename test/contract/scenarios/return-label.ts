import { COOKIE } from '../../../src/common/cookie-names';
import type { components } from '../../../src/common/contract/schema.gen';
import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import { solvedCaptcha } from './captcha';
import type { Discovered } from './discovered';
import { otherFormKey, unknownEmail } from './inputs';
import { rejectsStoreCodes } from './store-codes';

type ReturnLabelForm = components['schemas']['ReturnLabelForm'];

/** What the lookup hands the create: step 1's form for the guest order this run placed. */
interface ReturnLabelFound {
  form: ReturnLabelForm | null;
}

/** A number no shop has given: nine digits from the far end. */
const madeUpOrderNumber = () => `9${String(Date.now()).slice(-8)}`;

/**
 * Step 1: an order number nobody has (nok, with a solved captcha), a lookup without a captcha (nok), the
 * refusals of the contract, and, with the guest order this run placed, the lookup that finds it (ok).
 */
const lookup = (found: Discovered, kept: ReturnLabelFound): Scenario => ({
  operationId: 'lookupReturnLabelOrder',
  async run(t) {
    const formKey = need(t.cookie(COOKIE.formKey), `a ${COOKIE.formKey} cookie (loadCustomerSections)`);
    const guess = {
      form_key: formKey,
      oar_order_id: madeUpOrderNumber(),
      oar_billing_lastname: 'Contract',
      oar_type: 'email',
      oar_email: unknownEmail(),
    };
    const recaptcha = await solvedCaptcha(t, 'lookupReturnLabelOrder');
    await t.ok(
      'lookupReturnLabelOrder',
      'a guessed order number',
      { body: { ...guess, recaptcha } },
      (body) =>
        body.status === 'nok' && body.message ? null : `expected nok with a message, got ${body.status}`,
    );
    await t.ok('lookupReturnLabelOrder', 'without a captcha', { body: guess }, (body) =>
      body.status === 'nok' ? null : `expected nok, got ${body.status}`,
    );
    await t.rejects(
      'lookupReturnLabelOrder',
      'oar_type neither email nor zip',
      { body: { ...guess, oar_type: 'phone' } },
      { status: 400, code: 'validation_failed', field: 'body.oar_type' },
    );
    await t.rejects(
      'lookupReturnLabelOrder',
      'form_key of another session',
      { body: { ...guess, form_key: otherFormKey(formKey) } },
      { status: 403, code: 'form_key_invalid' },
    );
    await rejectsStoreCodes(t, 'lookupReturnLabelOrder', { body: guess }, found);

    const order = found.guest.order;
    if (!order || !found.guest.email) return;
    const solved = await solvedCaptcha(t, 'lookupReturnLabelOrder');
    const answer = await t.ok(
      'lookupReturnLabelOrder',
      `the guest order ${order.increment_id}`,
      {
        body: {
          ...guess,
          oar_order_id: order.increment_id,
          oar_email: found.guest.email,
          recaptcha: solved,
        },
      },
      (body) =>
        body.status === 'ok' && body.form?.order.increment_id === order.increment_id
          ? null
          : `expected ok with the order, got ${body.status}: ${body.message}`,
    );
    kept.form = answer?.form ?? null;
  },
});

/**
 * Step 2: an unknown token (nok), a quantity field outside the contract (400), and, with step 1's form, a
 * label for one returnable piece (ok, with its link) that the same token cannot make twice (nok).
 */
const create = (found: Discovered, kept: ReturnLabelFound): Scenario => ({
  operationId: 'createReturnLabel',
  async run(t) {
    const formKey = need(t.cookie(COOKIE.formKey), `a ${COOKIE.formKey} cookie (loadCustomerSections)`);
    const base = { form_key: formKey, token: 'not-a-lookup-token', phone: '+41 22 000 00 00' };
    await t.ok('createReturnLabel', 'an unknown token', { body: { ...base, 'qty.1': '1' } }, (body) =>
      body.status === 'nok' ? null : `expected nok, got ${body.status}`,
    );
    await t.rejects(
      'createReturnLabel',
      'a quantity field that names no order line',
      { body: { ...base, 'qty.abc': '1' } },
      { status: 400, code: 'validation_failed' },
    );
    await rejectsStoreCodes(t, 'createReturnLabel', { body: base }, found);

    const form = kept.form;
    const item = form?.items.find(
      (i) => i.qty > 0 && !i.has_engraving && (form.data.can_return_gift || !i.is_gift),
    );
    if (!form || !item) return;
    const body = { ...base, token: form.token, [`qty.${item.item_id}`]: '1' };
    await t.ok('createReturnLabel', `a label for ${item.sku}`, { body }, (answer) =>
      answer.status === 'ok' && answer.label_url ? null : `expected ok with label_url, got ${answer.status}`,
    );
    await t.ok('createReturnLabel', 'the same token again', { body }, (answer) =>
      answer.status === 'nok' ? null : `expected nok, got ${answer.status}`,
    );
  },
});

export function returnLabelScenarios(found: Discovered): Scenario[] {
  const kept: ReturnLabelFound = { form: null };
  return [lookup(found, kept), create(found, kept)];
}
