import type { ContractOperation } from '../../src/common/contract/operations';

/**
 * What a read-only run sends: every GET of the contract except the two that change an account (the contract's
 * forms delete by link), and the POSTs below, which only read or check input. Everything else (carts, orders,
 * stock, reservations, newsletter, contact, account and registration forms, the integrations' calls) is not
 * sent, valid input or invalid: a server that failed to refuse invalid input would otherwise act on it.
 *
 * What a read-only run still leaves on the server: the anonymous sessions its GETs start (one per run, plus
 * one per sign-in), the captcha challenges it reads, and the per-client rate-limit counters of its requests.
 */
export const SAFE_POSTS: Readonly<Record<string, string>> = {
  loginCustomer: 'signs the run in (a new session for the --email account); no account data changes',
  logoutCustomer: "ends the run's own session only",
  isEmailAvailable: 'answers whether an e-mail is registered',
  checkWatchSerial: 'checks a serial number against the register',
  checkWatchCaseback: 'checks a caseback number against the register',
  checkWarranty: "reads a registered watch's warranty",
  lookupReturnLabelOrder: 'finds an order by number and e-mail, without creating a label',
};

/** GETs that change data: a read-only run never sends them. */
export const UNSAFE_GETS: Readonly<Record<string, string>> = {
  deleteCustomerAddress: "deletes an address from the signed-in customer's address book",
  removeMyWatch: "removes a registered watch from the signed-in customer's account",
};

export function safeWhenReadOnly(op: Pick<ContractOperation, 'operationId' | 'method'>): boolean {
  if (op.method === 'get') return !(op.operationId in UNSAFE_GETS);
  return op.operationId in SAFE_POSTS;
}

/** Loopback hosts, where a full run (orders included) is the default; anywhere else read-only is. */
export function isLoopback(baseUrl: string): boolean {
  const host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1'
  );
}
