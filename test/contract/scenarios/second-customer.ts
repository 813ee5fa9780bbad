import { COOKIE } from '../../../src/common/cookie-names';
import type { ScenarioContext } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { randomText } from './inputs';

/** The name of the second customer's browser (ScenarioContext.browser). */
const SECOND_BROWSER = 'second customer';

/**
 * A mailbox on a reserved domain (RFC 2606 `.invalid` never resolves): the throwaway account's welcome mail
 * cannot reach anyone, and no shop holds an account for it before the run.
 */
export const throwawayEmail = (): string =>
  `verify-contract-${randomText(12, 'abcdefghijklmnopqrstuvwxyz')}@example.invalid`;

/**
 * The second customer of rule customer-isolation, signed in in a browser of its own while the run's customer
 * is signed in in the first: the account of --second-email/--second-password, or, in a run that may write, a
 * throwaway account registered on first use (one registration of the client address's 10 an hour; the
 * contract has no account deletion, so it stays: see the README's clean-up). Opened once per run, by the
 * first check that needs it; null when the run's customer is not signed in, or there is neither a second
 * account nor leave to write.
 */
export async function secondCustomer(t: ScenarioContext, found: Discovered): Promise<ScenarioContext | null> {
  if (!found.signedIn || (!t.secondCredentials && !t.writes)) return null;
  found.secondCustomer ??= signInSecond(t.browser(SECOND_BROWSER), found);
  return (await found.secondCustomer) ? t.browser(SECOND_BROWSER) : null;
}

async function signInSecond(second: ScenarioContext, found: Discovered): Promise<boolean> {
  await second.ok('loadCustomerSections', 'the second customer: a session of its own', {
    query: { sections: 'customer' },
  });
  const formKey = second.cookie(COOKIE.formKey);
  if (!formKey) return false;
  const given = second.secondCredentials;
  if (given) {
    const body = { username: given.email, password: given.password, form_key: formKey };
    const answer = await second.ok(
      'loginCustomer',
      `the second customer: sign in as ${given.email}`,
      { body },
      (a) => (a.errors ? `the second account's sign-in refused: ${a.message}` : null),
    );
    return answer?.errors === false;
  }
  const email = throwawayEmail();
  const password = `Verify-${randomText(16)}-2`;
  const body = {
    email,
    password,
    password_confirmation: password,
    gender: null,
    firstname: 'Verify',
    lastname: 'Second',
    dob: null,
    is_subscribed: false,
    form_key: formKey,
  };
  const answer = await second.ok(
    'registerCustomer',
    `the second customer: register the throwaway ${email}`,
    { body },
    (a) => (a.success ? null : `the throwaway account's registration refused: ${a.message}`),
  );
  if (answer?.success !== true) return false;
  found.registeredEmail = email;
  const sections = await second.ok(
    'loadCustomerSections',
    'sections=customer after registering the second customer',
    { query: { sections: 'customer' } },
    (a) => (a.customer?.is_logged_in ? null : 'the new customer must be signed in'),
  );
  return sections?.customer?.is_logged_in === true;
}
