import { answerProblem } from '../../scripts/verify-contract/behaviour/answer-rules';
import {
  filterAppliedProblem,
  pageSizeProblem,
  pagesPartitionProblem,
  priceOrderProblem,
} from '../../scripts/verify-contract/behaviour/listing';
import type { HttpExchange } from '../../scripts/verify-contract/http';
import type { components } from '../../src/common/contract/schema.gen';

type Listing = components['schemas']['ProductListing'];

const BASE = new URL('http://127.0.0.1:4000/');

function exchange(status: number, headers: [string, string][] = []): HttpExchange {
  const url = `${BASE.origin}/x`;
  return {
    method: 'GET',
    url,
    status,
    headers: new Headers(headers),
    text: '',
    sent: { method: 'GET', url, headers: {} },
  };
}

describe('the rules every answer keeps', () => {
  it('wants Retry-After in whole seconds on every 429', () => {
    expect(answerProblem(exchange(429), null, BASE, null)).toBe(
      'rule retry-after: a 429 without Retry-After',
    );
    expect(answerProblem(exchange(429, [['Retry-After', 'soon']]), null, BASE, null)).toBe(
      'rule retry-after: Retry-After "soon" is not a number of seconds (at least 1)',
    );
    expect(answerProblem(exchange(429, [['Retry-After', '840']]), null, BASE, null)).toBeNull();
  });

  it('wants a WWW-Authenticate challenge on every 401', () => {
    expect(answerProblem(exchange(401), null, BASE, null)).toBe(
      'rule www-authenticate: a 401 without WWW-Authenticate',
    );
    const challenged = exchange(401, [['WWW-Authenticate', 'Bearer realm="caseback-erp"']]);
    expect(answerProblem(challenged, null, BASE, null)).toBeNull();
  });

  it("wants the session cookie set with the contract's attributes, and Secure over https", () => {
    const set = (cookie: string) => exchange(200, [['Set-Cookie', cookie]]);
    expect(answerProblem(set('caseback_session=t; Path=/; SameSite=Lax'), null, BASE, null)).toBe(
      'rule session-cookie: caseback_session set without HttpOnly',
    );
    const lax = 'caseback_session=t; Path=/; HttpOnly; SameSite=Lax';
    expect(answerProblem(set(lax), null, BASE, null)).toBeNull();
    expect(answerProblem(set(lax), null, new URL('https://shop.example.com/'), null)).toBe(
      'rule session-cookie: caseback_session set without Secure',
    );
    // Other cookies are not the session's (form_key is readable by design).
    expect(answerProblem(set('form_key=K; Path=/'), null, BASE, null)).toBeNull();
  });

  it('keeps redirect targets on the shop origin', () => {
    const body = (target: string) => ({ errors: false, redirect_url: target });
    expect(answerProblem(exchange(200), body('/en-int/customer/account'), BASE, null)).toBeNull();
    expect(answerProblem(exchange(200), body(`${BASE.origin}/en-int/`), BASE, null)).toBeNull();
    for (const away of ['//evil.example/', 'https://evil.example/', '/\\evil.example/']) {
      expect(answerProblem(exchange(200), body(away), BASE, null)).toBe(
        `rule same-origin-redirect: response.redirect_url ${JSON.stringify(away)} leaves ${BASE.origin}`,
      );
    }
    const moved = exchange(303, [['Location', 'https://evil.example/']]);
    expect(answerProblem(moved, null, BASE, null)).toBe(
      'rule same-origin-redirect: Location "https://evil.example/" leaves http://127.0.0.1:4000',
    );
  });

  it("lets a placed order's payment page be another https origin, as the contract marks it", () => {
    const placed = { $ref: '#/components/schemas/PlacedOrder' };
    const body = (target: string) => ({
      order_id: 1,
      increment_id: '1',
      status: 'pending_payment',
      redirect_url: target,
    });
    expect(answerProblem(exchange(200), body('https://pay.example.com/s/1'), BASE, placed)).toBeNull();
    expect(answerProblem(exchange(200), body('http://pay.example.com/s/1'), BASE, placed)).toBe(
      'rule same-origin-redirect: response.redirect_url "http://pay.example.com/s/1" leaves http://127.0.0.1:4000',
    );
  });

  it('wants every line totalled at price × qty', () => {
    const cart = {
      items: [
        { qty: 2, price: 1000, row_total: 2000 },
        { qty: 3, price: 500, row_total: 1000 },
      ],
    };
    expect(answerProblem(exchange(200), cart, BASE, null)).toBe(
      'rule line-total: response.items[1].row_total 1000 is not price 500 × qty 3',
    );
  });
});

describe('the listing rules', () => {
  const item = (id: number, amount: number) =>
    ({ id, sku: `S${id}`, price: { currency: 'EUR', amount, rrp: null } }) as Listing['items'][number];
  const listing = (items: Listing['items'], page: Partial<Listing['page']>, total = 30): Listing =>
    ({
      items,
      total_count: total,
      page: { current: 1, size: 12, count: 3, ...page },
      filters: [],
    }) as unknown as Listing;
  const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => item(from + i, 100));

  it('checks page sizes, the page count and the last, shorter page', () => {
    expect(pageSizeProblem(listing(ids(1, 12), {}), 12)).toBeNull();
    expect(pageSizeProblem(listing(ids(25, 6), { current: 3 }), 12)).toBeNull();
    expect(pageSizeProblem(listing(ids(1, 12), { size: 24, count: 2 }), 24)).toBe(
      'rule page-size: 12 items on page 1 of size 24 instead of 24 (total_count 30)',
    );
    expect(pageSizeProblem(listing(ids(1, 12), { count: 2 }), 12)).toBe(
      'rule page-size: page.count 2 instead of 3 for 30 items of 12 a page',
    );
  });

  it('wants page 2 to continue page 1', () => {
    const first = listing(ids(1, 12), {});
    expect(pagesPartitionProblem(first, listing(ids(13, 12), { current: 2 }))).toBeNull();
    expect(pagesPartitionProblem(first, listing([item(12, 100), ...ids(13, 11)], { current: 2 }))).toBe(
      'rule pages-partition: S12 (id 12) on both page 1 and page 2',
    );
  });

  it('wants sort=price in the direction asked', () => {
    const rising = listing([item(1, 100), item(2, 200)], {});
    expect(priceOrderProblem(rising, 'asc')).toBeNull();
    expect(priceOrderProblem(rising, 'desc')).toBe(
      'rule sort-order: sort=price&dir=desc lists S2 (id 2) at 200 after S1 (id 1) at 100',
    );
  });

  it("wants a filter's count to be what following it lists", () => {
    const filtered = listing(ids(1, 4), {}, 4);
    expect(filterAppliedProblem(filtered, 'colour', { value: '7', count: 4 })).toBeNull();
    expect(filterAppliedProblem(filtered, 'colour', { value: '7', count: 5 })).toBe(
      'rule filter-applied: total_count 4 after colour=7, whose count was 5',
    );
  });
});
