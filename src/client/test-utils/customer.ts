import { http, HttpResponse } from 'msw';
import { contractExample } from './contract';
import { contractUrl, server } from './server';

/**
 * The customer-data sections answer a signed-in customer (the contract's `signedIn` example): what the account
 * area's frame needs before it shows one of its pages.
 */
export function answerSignedInCustomer(): void {
  server.use(
    http.get(contractUrl('loadCustomerSections'), () =>
      HttpResponse.json(contractExample('loadCustomerSections', 'signedIn') as object),
    ),
  );
}
