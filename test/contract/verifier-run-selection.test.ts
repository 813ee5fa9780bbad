import { listOperations } from '../../src/common/contract/operations';
import { isLoopback, safeWhenReadOnly } from '../../scripts/verify-contract/read-only';
import { selectedOperations, selectSteps } from '../../scripts/verify-contract/selection';
import type { Scenario } from '../../scripts/verify-contract/scenario-api';

// Which requests a run sends: a read-only run's, and the scenarios --only selects.

describe('read-only', () => {
  it('counts only loopback hosts as local', () => {
    expect(
      ['http://localhost:3000', 'http://127.0.0.1', 'http://[::1]:8080', 'http://shop.localhost'].map(
        isLoopback,
      ),
    ).toEqual([true, true, true, true]);
    expect(['https://shop.example', 'http://10.0.0.5', 'http://127.example.com'].map(isLoopback)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('sends the GETs but the two that delete, and only the POSTs that read', () => {
    const sent = listOperations().filter(safeWhenReadOnly);
    expect(sent.filter((op) => op.method !== 'get').map((op) => op.operationId)).toEqual([
      'loginCustomer',
      'logoutCustomer',
      'isEmailAvailable',
      'checkWatchSerial',
      'checkWatchCaseback',
      'checkWarranty',
      'lookupReturnLabelOrder',
    ]);
    const gets = listOperations().filter((op) => op.method === 'get');
    expect(gets.filter((op) => !safeWhenReadOnly(op)).map((op) => op.operationId)).toEqual([
      'deleteCustomerAddress',
      'removeMyWatch',
    ]);
  });
});

describe('--only', () => {
  const scenario = (operationId: string): Scenario => ({ operationId, run: async () => {} }) as Scenario;
  const ids = (steps: ReturnType<typeof selectSteps>) =>
    steps.flatMap((s) => ('lanes' in s ? s.lanes.flat() : [s])).map((s) => s.operationId);
  const steps = [
    scenario('getHealth'),
    scenario('listWebsites'),
    scenario('loadCustomerSections'),
    { lanes: [[scenario('getCaptchaChallenge')], [scenario('postContactForm')]] },
    scenario('createGuestCart'),
    scenario('addGuestCartItem'),
    scenario('placeGuestOrder'),
    scenario('getLastOrder'),
    scenario('loginCustomer'),
    scenario('getWishlist'),
  ];

  it('runs the discovery scenarios and the same tag up to the selected operation', () => {
    const selected = selectedOperations(['placeGuestOrder'], listOperations());
    expect(ids(selectSteps(steps, selected, listOperations()))).toEqual([
      'listWebsites',
      'loadCustomerSections',
      'createGuestCart',
      'addGuestCartItem',
      'placeGuestOrder',
    ]);
  });

  it("signs in for a signed-in customer's operation and keeps lanes as lanes", () => {
    const selected = selectedOperations(['wishlist', 'contact'], listOperations());
    const chosen = selectSteps(steps, selected, listOperations());
    expect(ids(chosen)).toEqual([
      'listWebsites',
      'loadCustomerSections',
      'postContactForm',
      'loginCustomer',
      'getWishlist',
    ]);
    expect(chosen[2]).toEqual({ lanes: [[expect.objectContaining({ operationId: 'postContactForm' })]] });
  });
});
