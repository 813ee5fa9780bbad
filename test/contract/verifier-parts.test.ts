import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ErrorObject } from 'ajv/dist/2020';
import { describeSchemaError } from '../../scripts/verify-contract/schema';
import { CookieJar } from '../../scripts/verify-contract/cookie-jar';
import { buildRequest } from '../../scripts/verify-contract/request';
import { verifyContract } from '../../scripts/verify-contract/run';
import type { Scenario } from '../../scripts/verify-contract/scenario-api';
import { listOperations, type ContractOperation } from '../../src/common/contract/operations';

describe('CookieJar', () => {
  const at = (now: number) => () => now;

  it('keeps, replaces and sends cookies like a browser', () => {
    const jar = new CookieJar(true);
    jar.store(['caseback_session=abc; Path=/; HttpOnly; SameSite=Lax', 'form_key=K1; Path=/'], '/en-int/x');
    jar.store(['form_key=K2; Path=/; Max-Age=3600'], '/en-int/customer/ajax/login');
    expect(jar.header('/rest/en-int/V1/search')).toBe('caseback_session=abc; form_key=K2');
    expect(jar.get('form_key')).toBe('K2');
  });

  it('drops expired cookies (Max-Age=0, Expires in the past) and lets Max-Age win over Expires', () => {
    const jar = new CookieJar(true, at(Date.parse('2030-01-01T00:00:00Z')));
    jar.store(
      [
        'a=1; Max-Age=0',
        'b=2; Expires=Wed, 01 Jan 2020 00:00:00 GMT',
        'c=3; Expires=Wed, 01 Jan 2020 00:00:00 GMT; Max-Age=60',
      ],
      '/',
    );
    expect(jar.header('/')).toBe('c=3');
  });

  it('scopes cookies by path, defaulting to the directory of the request', () => {
    const jar = new CookieJar(true);
    jar.store(['scoped=1; Path=/en-int', 'implicit=2'], '/de-de/customer/login');
    expect(jar.header('/en-int/customer')).toBe('scoped=1');
    expect(jar.header('/en-intx')).toBeNull();
    expect(jar.header('/de-de/customer/section')).toBe('implicit=2');
  });

  it('refuses Secure cookies over plain http', () => {
    const jar = new CookieJar(false);
    jar.store(['s=1; Secure', 'p=2'], '/');
    expect(jar.header('/')).toBe('p=2');
  });
});

describe('describeSchemaError', () => {
  const error = (partial: Partial<ErrorObject>): ErrorObject => ({
    keyword: 'type',
    instancePath: '',
    schemaPath: '#',
    params: {},
    message: 'must be integer',
    ...partial,
  });

  it('writes array indexes in brackets', () => {
    expect(describeSchemaError(error({ instancePath: '/items/0/price/amount' }))).toBe(
      'response.items[0].price.amount must be integer',
    );
  });

  it('names missing and unexpected properties', () => {
    expect(
      describeSchemaError(error({ keyword: 'required', params: { missingProperty: 'total_count' } })),
    ).toBe('response.total_count is required');
    expect(
      describeSchemaError(
        error({
          keyword: 'additionalProperties',
          instancePath: '/page',
          params: { additionalProperty: 'x-y' },
        }),
      ),
    ).toBe('response.page["x-y"] is not allowed');
  });
});

describe('buildRequest', () => {
  const operation = (id: string): ContractOperation => {
    const op = listOperations().find((o) => o.operationId === id);
    if (!op) throw new Error(`no operation ${id}`);
    return op;
  };

  it('marks REST calls with X-Requested-With, as the storefront scripts do', () => {
    expect(buildRequest(operation('getMineCart'), {}, 'en-int')).toMatchObject({
      target: '/rest/en-int/V1/carts/mine',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(buildRequest(operation('getLastOrder'), {}, 'en-int').headers).toEqual({});
  });

  it('adds the headers a scenario gives, and leaves out the ones it sets to null', () => {
    const request = buildRequest(
      operation('placeGuestOrder'),
      { path: { cartId: 'abc' }, headers: { 'Idempotency-Key': 'key-1', 'X-Requested-With': null } },
      'en-int',
    );
    expect(request.headers).toEqual({ 'idempotency-key': 'key-1' });
    expect(
      buildRequest(operation('subscribeCheckoutNewsletter'), { headers: { 'X-Form-Key': 'K' } }, 'en-int')
        .headers,
    ).toEqual({ 'x-form-key': 'K' });
  });
});

describe('requests to a misbehaving server', () => {
  let server: Server;
  let baseUrl: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      // /healthz hangs; everything else redirects off the base URL.
      if (req.url === '/healthz') return;
      res.writeHead(302, { location: 'http://example.invalid/elsewhere' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const only = (run: Scenario['run']): Scenario[] => [{ operationId: 'getHealth', run }];

  it('fails requests that get no answer in time, and stops sending after three', async () => {
    const report = await verifyContract({
      baseUrl,
      store: 'en-int',
      timeoutMs: 200,
      scenarios: only(async (t) => {
        for (let i = 1; i <= 5; i++) await t.ok('getHealth', `hangs ${i}`);
      }),
    });
    // After three silent requests in a row the rest are not even sent: a hanging server cannot stall the run.
    expect(report.checks.filter((c) => c.operationId === 'getHealth').map((c) => c.problem)).toEqual([
      ...Array<string>(3).fill('no answer within 200 ms'),
      ...Array<string>(2).fill('not sent: the last 3 requests got no answer'),
    ]);
    expect(report.requests).toBe(3);
  });

  it('reports a redirect instead of following it off the base URL', async () => {
    const report = await verifyContract({
      baseUrl,
      store: 'en-int',
      timeoutMs: 2000,
      scenarios: [
        { operationId: 'getStoreConfig', run: async (t) => void (await t.ok('getStoreConfig', 'moved')) },
      ],
    });
    expect(report.checks.find((c) => c.label === 'moved')).toMatchObject({
      passed: false,
      problem: 'status 302 instead of 200',
    });
  });
});
