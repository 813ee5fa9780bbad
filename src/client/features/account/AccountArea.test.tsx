import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  contractExample,
  contractUrl,
  currentUrl,
  pageTypesPushed,
  renderApp,
  server,
} from '../../test-utils';

const FORM_KEY = '3fZq9LmP2xYw7TbK';

/** The customer sections answer as a signed-in or a signed-out session; sign-in and sign-out switch them. */
function sessionOf(initiallySignedIn: boolean) {
  const state = { signedIn: initiallySignedIn };
  server.use(
    http.get(contractUrl('loadCustomerSections'), () =>
      HttpResponse.json(contractExample('loadCustomerSections', state.signedIn ? 'signedIn' : 'guest')),
    ),
    http.post(contractUrl('loginCustomer'), () => {
      state.signedIn = true;
      return HttpResponse.json(contractExample('loginCustomer', 'success'));
    }),
    http.post(contractUrl('logoutCustomer'), () => {
      state.signedIn = false;
      return HttpResponse.json(contractExample('logoutCustomer'));
    }),
  );
  return state;
}

beforeEach(() => {
  document.cookie = `form_key=${FORM_KEY}; path=/`;
});

describe('the account area for a visitor who is not signed in', () => {
  test('sends them to sign in, and back to the page they asked for afterwards', async () => {
    sessionOf(false);
    const { user, router } = renderApp('/en-int/sales/order/history?p=2');
    await screen.findByRole('heading', { level: 1, name: 'Customer sign-in' });
    expect(currentUrl(router)).toBe(
      `/en-int/customer/account/login?referer=${encodeURIComponent('/en-int/sales/order/history?p=2')}`,
    );
    await user.type(screen.getByLabelText(/^Email/), 'anna.keller@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Caseback-Demo-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/en-int/sales/order/history?p=2');
  });

  test('a referer to another site is ignored after sign-in', async () => {
    sessionOf(false);
    const { user, router } = renderApp(
      `/en-int/customer/account/login?referer=${encodeURIComponent('//evil.example/x')}`,
    );
    await screen.findByRole('heading', { level: 1, name: 'Customer sign-in' });
    await user.type(screen.getByLabelText(/^Email/), 'anna.keller@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Caseback-Demo-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en-int/'));
  });

  test('a session that ended meanwhile (401 from the page’s call) also goes to sign in', async () => {
    sessionOf(true);
    server.use(
      http.get(contractUrl('getAccountOverview'), () =>
        HttpResponse.json(contractExample('getAccountOverview', undefined, 401), { status: 401 }),
      ),
    );
    const { router } = renderApp('/en-int/customer/account');
    await screen.findByRole('heading', { level: 1, name: 'Customer sign-in' });
    expect(currentUrl(router)).toBe(
      `/en-int/customer/account/login?referer=${encodeURIComponent('/en-int/customer/account')}`,
    );
  });
});

describe('the dashboard (page type 15)', () => {
  test('shows contact information, the default addresses and the recent orders', async () => {
    sessionOf(true);
    renderApp('/en-int/customer/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    const info = await screen.findByRole('region', { name: 'Account Information' });
    expect(await within(info).findByText(/anna\.keller@example\.com/)).toBeInTheDocument();
    const addresses = screen.getByRole('region', { name: /Address Book/ });
    expect(within(addresses).getByText(/Bahnhofstrasse 21/)).toBeInTheDocument();
    expect(within(addresses).getByText('You have not set a default shipping address.')).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: /Recent Orders/ });
    const row = within(orders).getByRole('row', { name: /000000102/ });
    expect(within(row).getByText('€725.00')).toBeInTheDocument();
    expect(within(row).getByText('Processing')).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/en-int/sales/order/history',
    );
    expect(pageTypesPushed()).toEqual([15]);
  });

  test('without default addresses: contact information and recent orders only', async () => {
    sessionOf(true);
    server.use(
      http.get(contractUrl('getAccountOverview'), () =>
        HttpResponse.json({
          ...contractExample<Record<string, unknown>>('getAccountOverview'),
          default_billing: null,
          default_shipping: null,
        }),
      ),
    );
    renderApp('/en-int/customer/account');
    await screen.findByRole('region', { name: /Recent Orders/ });
    expect(screen.queryByRole('region', { name: /Address Book/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account Information' })).toBeInTheDocument();
  });
});

describe('the account navigation', () => {
  const LABELS = [
    ['My Account', '/en-int/customer/account'],
    ['My Orders', '/en-int/sales/order/history'],
    ['Address Book', '/en-int/customer/address'],
    ['Newsletter Subscriptions', '/en-int/newsletter/manage'],
    ['My Wish List', '/en-int/wishlist'],
    ['My Watches', '/en-int/registermywatch/customer/index'],
    ['Return Label', '/en-int/returnlabel'],
  ] as const;

  async function openNav(route: string) {
    sessionOf(true);
    const rendered = renderApp(route);
    const nav = await screen.findByRole('navigation', { name: 'My account' });
    return { ...rendered, nav };
  }

  test('links every account screen, marks the current one, and ends with Sign Out', async () => {
    const { nav } = await openNav('/en-int/sales/order/history');
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(LABELS);
    expect(within(nav).getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'My Account' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  test('is walked with Tab and the arrow keys (Home, End); Enter follows the focused entry', async () => {
    const { nav, user, router } = await openNav('/en-int/customer/account');
    const first = within(nav).getByRole('link', { name: 'My Account' });
    act(() => first.focus());
    await user.keyboard('{ArrowRight}');
    expect(within(nav).getByRole('link', { name: 'My Orders' })).toHaveFocus();
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Address Book' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/en-int/sales/order/history');
    // One page view of type 15 per account page visited.
    expect(pageTypesPushed()).toEqual([15, 15]);
  });

  test('drags sideways with the mouse; letting go over an entry does not follow it', async () => {
    const { nav, router } = await openNav('/en-int/customer/account');
    const strip = nav.querySelector<HTMLElement>('.account-nav__strip')!;
    strip.scrollLeft = 40;
    const orders = within(nav).getByRole('link', { name: 'My Orders' });
    fireEvent.mouseDown(orders, { button: 0, clientX: 300 });
    fireEvent.mouseMove(window, { clientX: 250 });
    fireEvent.mouseMove(window, { clientX: 180 });
    expect(strip.scrollLeft).toBe(160);
    fireEvent.mouseUp(window, { clientX: 180 });
    fireEvent.click(orders);
    expect(currentUrl(router)).toBe('/en-int/customer/account');

    // A press that does not move is a plain click.
    fireEvent.mouseDown(orders, { button: 0, clientX: 200 });
    fireEvent.mouseUp(window, { clientX: 201 });
    fireEvent.click(orders);
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
  });

  test('scrolls the current entry, and any entry that takes focus, into the middle of the strip', async () => {
    // jsdom has no layout: entries 100 px wide side by side in a strip 200 px wide.
    const restore = fakeStripLayout();
    try {
      const { nav } = await openNav('/en-int/sales/order/history');
      const strip = nav.querySelector<HTMLElement>('.account-nav__strip')!;
      // 'My Orders' is the second entry (left 100): centred, the strip starts at 50.
      expect(strip.scrollLeft).toBe(50);
      act(() => within(nav).getByRole('link', { name: 'My Wish List' }).focus());
      expect(strip.scrollLeft).toBe(350);
      act(() => within(nav).getByRole('button', { name: 'Sign Out' }).focus());
      // The last entry: as far as the strip scrolls (7 entries, 700 px, minus the 200 px shown).
      expect(strip.scrollLeft).toBe(500);
    } finally {
      restore();
    }
  });

  test('Sign Out signs the customer out and leaves for the home page', async () => {
    const { nav, user, router } = await openNav('/en-int/customer/account');
    await user.click(within(nav).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en-int/'));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('the order history', () => {
  test('lists the orders in the order currency, pages them, and shows the empty state', async () => {
    sessionOf(true);
    server.use(
      http.get(contractUrl('listCustomerOrders'), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('p') ?? 1);
        const example = contractExample<{ items: unknown[] }>('listCustomerOrders', 'orders');
        return HttpResponse.json({ ...example, page, total_count: 12, page_count: 2 });
      }),
    );
    renderApp('/en-int/sales/order/history');
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('row', { name: /000000101/ })).toHaveTextContent('€6,610.00');
    expect(screen.getByText('12 orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/en-int/sales/order/history?p=2',
    );
  });

  test('a customer without orders reads so', async () => {
    sessionOf(true);
    server.use(
      http.get(contractUrl('listCustomerOrders'), () =>
        HttpResponse.json(contractExample('listCustomerOrders', 'none')),
      ),
    );
    renderApp('/en-int/sales/order/history');
    expect(await screen.findByText('You have placed no orders.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe("'View order' opens the order in a slide modal", () => {
  async function openOrder(orderId: number) {
    sessionOf(true);
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/sales/order/view/')) requested.push(new URL(request.url).pathname);
    });
    const rendered = renderApp('/en-int/sales/order/history');
    const table = await screen.findByRole('table', { name: 'Orders' });
    await rendered.user.click(within(table).getByRole('button', { name: `View order 00000010${orderId}` }));
    const dialog = await screen.findByRole('dialog', { name: `Order # 00000010${orderId}` });
    return { ...rendered, dialog, requested };
  }

  afterEach(() => server.events.removeAllListeners());

  test('reads the first element of the answer: items by name_composite, totals, addresses', async () => {
    const { dialog, requested, user } = await openOrder(2);
    expect(await within(dialog).findByText('Calfskin Strap')).toBeInTheDocument();
    expect(requested).toEqual(['/en-int/sales/order/view/order_id/2']);
    expect(dialog).toHaveClass('dialog--panel');
    expect(within(dialog).getByText('Grand Total').nextSibling).toHaveTextContent('€725.00');
    expect(within(dialog).getByRole('region', { name: 'Shipping Address' })).toHaveTextContent(
      'Bahnhofstrasse 21',
    );
    expect(within(dialog).getByRole('region', { name: 'Shipping Address' })).toHaveTextContent('Switzerland');
    expect(within(dialog).getByRole('link', { name: 'Create a return label' })).toHaveAttribute(
      'href',
      '/en-int/returnlabel?order=000000102',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'View order 000000102' })).toHaveFocus();
  });

  test('name_merged is shown under the name when the item has options', async () => {
    server.use(
      http.get(contractUrl('viewCustomerOrder'), () => {
        const [order] = contractExample<Record<string, unknown>[]>('viewCustomerOrder');
        const item = { sku: 'MA-HER-CHR-01-BLU-40', qty: 1, price: 645000, row_total: 645000 };
        const name_composite = {
          name: 'Heritage Chronograph',
          name_merged: 'Heritage Chronograph - Dial: Blue',
        };
        return HttpResponse.json([{ ...order, items: [{ ...item, name_composite }] }]);
      }),
    );
    const { dialog } = await openOrder(2);
    expect(await within(dialog).findByText('Heritage Chronograph')).toBeInTheDocument();
    expect(within(dialog).getByText('Heritage Chronograph - Dial: Blue')).toBeInTheDocument();
  });

  test("an error shows the server's message", async () => {
    server.use(
      http.get(contractUrl('viewCustomerOrder'), () =>
        HttpResponse.json({ code: 'not_found', message: 'This order was not found.' }, { status: 404 }),
      ),
    );
    const { dialog } = await openOrder(1);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order was not found.');
  });

  test("an error without a message reads 'An error occurred'", async () => {
    server.use(
      http.get(contractUrl('viewCustomerOrder'), () => new HttpResponse('Bad gateway', { status: 502 })),
    );
    const { dialog } = await openOrder(1);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^An error occurred$/);
  });
});

/** Lays the navigation strip out as a browser would: 100 px per entry, 200 px shown. Returns the undo. */
function fakeStripLayout(): () => void {
  const proto = HTMLElement.prototype;
  const saved = ['offsetLeft', 'offsetWidth', 'clientWidth', 'scrollWidth'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const,
  );
  const isStrip = (el: HTMLElement) => el.classList.contains('account-nav__strip');
  const entryIndex = (el: HTMLElement) => {
    const item = el.closest('li');
    return item?.parentElement ? Array.from(item.parentElement.children).indexOf(item) : 0;
  };
  Object.defineProperty(proto, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return entryIndex(this) * 100;
    },
  });
  Object.defineProperty(proto, 'offsetWidth', { configurable: true, get: () => 100 });
  Object.defineProperty(proto, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return isStrip(this) ? 200 : 0;
    },
  });
  Object.defineProperty(proto, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return isStrip(this) ? 700 : 0;
    },
  });
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[name];
    }
  };
}
