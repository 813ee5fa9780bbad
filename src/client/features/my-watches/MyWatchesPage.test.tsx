import { screen, waitFor, within } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import type { MyWatchStrap, RegisteredWatch } from '../../api/myWatches';
import { watchRegistered, watchRegistrationRequested } from '../../events/watch-registration';
import {
  answerSignedInCustomer,
  contractExample,
  contractUrl,
  dataLayerEvents,
  pageTypesPushed,
  renderApp,
  server,
} from '../../test-utils';
import { myWatchesNavigation } from './myWatchesNavigation';
import { makeStore } from '../../app/store';
import type { AppStore } from '../../app/configureAppStore';

/** Every action the page dispatches, in order (the registration modal is another feature's). */
function recordActions(store: AppStore): UnknownAction[] {
  const seen: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    seen.push(action);
    return dispatch(action);
  }) as AppStore['dispatch'];
  return seen;
}

const PAGE = '/en-int/registermywatch/customer/index';
const FORM_KEY = '3fZq9LmP2xYw7TbK';

type Watches = { watches: RegisteredWatch[] };
const annasWatches = () => contractExample<Watches>('listMyWatches', 'anna');

// The page is a lazy chunk: compiling it once here keeps the first test's time for what it checks.
beforeAll(() => import('./MyWatchesPage'));

let visited: string[];
let reloads: number;
beforeEach(() => {
  answerSignedInCustomer();
  document.cookie = `form_key=${FORM_KEY}; path=/`;
  visited = [];
  reloads = 0;
  jest.spyOn(myWatchesNavigation, 'go').mockImplementation((url) => void visited.push(url));
  jest.spyOn(myWatchesNavigation, 'reload').mockImplementation(() => void (reloads += 1));
});
afterEach(() => jest.restoreAllMocks());

const item = (name: RegExp | string) => screen.findByRole('listitem', { name });
const chronograph = () => item('Heritage Chronograph');
const lumiere = () => item('Lumière Moonphase');

describe('my watches (spec 2.10, page type 15)', () => {
  test('lists each registered watch with its picture, serial, dates and warranty end', async () => {
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'My watches' })).toBeInTheDocument();
    const first = within(await chronograph());
    expect(
      first.getByRole('img', { name: 'Heritage Chronograph, midnight blue dial, 40 mm' }),
    ).toBeInTheDocument();
    expect(first.getByText('MA7H3P9D2')).toBeInTheDocument();
    expect(first.getByText('Purchased on')).toBeInTheDocument();
    expect(first.getByText('14 Nov 2025')).toBeInTheDocument();
    expect(first.getByText('14 Nov 2030')).toBeInTheDocument();
    const second = within(await lumiere());
    expect(second.getByText('Registered on')).toBeInTheDocument();
    expect(second.getByText('10 Jan 2025')).toBeInTheDocument();
    expect(document.title).toBe('My watches | Maison Aurèle');
    await waitFor(() => expect(pageTypesPushed()).toEqual([15]));
  });

  test("'User manual' opens the manual in a new tab, or says that the watch has none", async () => {
    const { user } = renderApp(PAGE);
    const manual = within(await chronograph()).getByRole('link', { name: 'User manual' });
    expect(manual).toHaveAttribute('href', '/media/manuals/ma-her-chr-01.html');
    expect(manual).toHaveAttribute('target', '_blank');
    const missing = within(await lumiere());
    await user.click(missing.getByRole('button', { name: 'User manual' }));
    expect(missing.getByRole('status')).toHaveTextContent('User manual URL not available for this watch');
  });

  test("'Warranty' opens the panel on the warranty the server checked, linking the warranty page", async () => {
    let sent: string | null = null;
    let formKey: string | null = null;
    server.use(
      http.post(contractUrl('checkWarranty'), async ({ request }) => {
        formKey = request.headers.get('X-Form-Key');
        sent = await request.text();
        return HttpResponse.json(contractExample('checkWarranty'));
      }),
    );
    const { user } = renderApp(PAGE);
    await user.click(within(await chronograph()).getByRole('button', { name: 'Warranty' }));
    const panel = await screen.findByRole('dialog', { name: /^Warranty/ });
    expect(panel).toHaveClass('dialog--panel');
    expect(
      await within(panel).findByText('Your watch is under warranty until 14 November 2030 (in 4 years).'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Under warranty')).toBeInTheDocument();
    expect(sent).toBe('watch_id=1');
    expect(formKey).toBe(FORM_KEY);
    const more = within(panel).getByText(/^For more information/);
    expect(more).toHaveTextContent('For more information, please refer to our Warranty page');
    const link = within(more).getByRole('link', { name: 'Warranty page' });
    expect(link).toHaveAttribute('href', '/media/care/warranty.html');
    expect(link).toHaveAttribute('target', '_blank');
    expect(dataLayerEvents()).toContainEqual({
      event: 'warranty_check',
      watch_id: 1,
      warranty_status: 'valid',
    });
  });

  test("the warranty shows the server's message when success is false", async () => {
    server.use(
      http.post(contractUrl('checkWarranty'), () =>
        HttpResponse.json(contractExample('checkWarranty', 'notYours')),
      ),
    );
    const { user } = renderApp(PAGE);
    await user.click(within(await chronograph()).getByRole('button', { name: 'Warranty' }));
    const panel = await screen.findByRole('dialog', { name: /^Warranty/ });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'This watch is not in your collection.',
    );
    expect(dataLayerEvents()).toContainEqual({
      event: 'warranty_check',
      watch_id: 1,
      warranty_status: 'failure',
    });
  });

  test('the warranty says so when the check fails on the network', async () => {
    server.use(http.post(contractUrl('checkWarranty'), () => HttpResponse.error()));
    const { user } = renderApp(PAGE);
    await user.click(within(await chronograph()).getByRole('button', { name: 'Warranty' }));
    const panel = await screen.findByRole('dialog', { name: /^Warranty/ });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'An error occurred while checking warranty. Please try later.',
    );
  });

  test("'Compatible straps' lists the straps; adding one posts product, qty 1 and form_key, then goes to the cart", async () => {
    const straps = contractExample<{ watch_id: number; straps: MyWatchStrap[] }>('listMyWatchStraps');
    let watchId: string | null = null;
    let posted: Record<string, string> | null = null;
    server.use(
      http.get(contractUrl('listMyWatchStraps'), ({ request }) => {
        watchId = new URL(request.url).searchParams.get('watch_id');
        return HttpResponse.json(straps);
      }),
      http.post('http://localhost/en-int/checkout/cart/add', async ({ request }) => {
        posted = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json(contractExample('addToCartForm'));
      }),
    );
    const { user } = renderApp(PAGE);
    await user.click(within(await chronograph()).getByRole('button', { name: 'Compatible straps' }));
    const panel = await screen.findByRole('dialog', { name: /^Compatible straps/ });
    const strap = straps.straps[0]!;
    expect(await within(panel).findByRole('link', { name: strap.name })).toBeInTheDocument();
    expect(watchId).toBe('1');
    await user.click(within(panel).getByRole('button', { name: `Add to cart: ${strap.name}` }));
    await waitFor(() => expect(visited).toEqual(['/en-int/checkout/cart']));
    expect(posted).toEqual({ product: String(strap.product_id), qty: '1', form_key: FORM_KEY });
    expect(dataLayerEvents()).toContainEqual({
      event: 'strap_add_to_cart',
      watch_id: 1,
      sku: strap.sku,
      name: strap.name,
      qty: 1,
    });
  });

  test('a strap the cart refuses reloads the page', async () => {
    server.use(
      http.post('http://localhost/en-int/checkout/cart/add', () =>
        HttpResponse.json(
          { code: 'insufficient_stock', message: 'The requested qty is not available.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp(PAGE);
    await user.click(within(await chronograph()).getByRole('button', { name: 'Compatible straps' }));
    const panel = await screen.findByRole('dialog', { name: /^Compatible straps/ });
    await user.click(await within(panel).findByRole('button', { name: /^Add to cart/ }));
    await waitFor(() => expect(reloads).toBe(1));
    expect(visited).toEqual([]);
  });

  test("'Services' shows the watch's care plan with contact and return label links in a new tab", async () => {
    const { user } = renderApp(PAGE);
    await user.click(within(await chronograph()).getByRole('button', { name: 'Services' }));
    const panel = within(await screen.findByRole('dialog', { name: /^Services/ }));
    expect(panel.getByText('We recommend a full service every 5 years.')).toBeInTheDocument();
    expect(panel.getByText('Next full service')).toBeInTheDocument();
    expect(panel.getByText('Water-resistance test of the case')).toBeInTheDocument();
    const contact = panel.getByRole('link', { name: 'Contact us' });
    expect(contact).toHaveAttribute('href', '/en-int/contact');
    expect(contact).toHaveAttribute('target', '_blank');
    const label = panel.getByRole('link', { name: 'Request a return label' });
    expect(label).toHaveAttribute('href', '/en-int/returnlabel');
    expect(label).toHaveAttribute('target', '_blank');
    // One panel: its tabs change the view without opening another.
    await user.click(panel.getByRole('button', { name: 'Warranty' }));
    expect(await screen.findByRole('dialog', { name: /^Warranty/ })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  test("'Remove watch' asks in a slide dialog, then navigates to the remove link", async () => {
    const { user } = renderApp(PAGE);
    await user.click(within(await lumiere()).getByRole('button', { name: 'Remove watch' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to remove this watch from your collection?',
    });
    expect(dialog).toHaveClass('dialog--panel');
    expect(dialog).toHaveAccessibleDescription(
      /lose the personalized care advice .* direct access to its warranty status, user guide and compatible straps\. Are you sure you want to proceed\?$/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(visited).toEqual([]);
    await user.click(within(await lumiere()).getByRole('button', { name: 'Remove watch' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Remove watch' }));
    expect(visited).toEqual(['/en-int/registermywatch/actions/removewatch?watch_id=2']);
  });

  test.each([
    ['removed', 'The watch was removed from your collection.'],
    ['not_found', 'This watch is not in your collection.'],
  ])('shows what the remove link did when it brings the customer back (%s)', async (result, message) => {
    renderApp(`${PAGE}?result=${result}`);
    await chronograph();
    expect(screen.getByText(message)).toHaveAttribute('role', 'status');
  });

  test("an empty collection is calm and offers 'Register a new watch', which asks for the registration modal", async () => {
    server.use(http.get(contractUrl('listMyWatches'), () => HttpResponse.json({ watches: [] })));
    const store = makeStore();
    const actions = recordActions(store);
    const { user } = renderApp(PAGE, { store });
    expect(await screen.findByText(/^Your collection is empty for now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register a new watch' }));
    expect(actions.map((a) => a.type)).toContain(watchRegistrationRequested.type);
  });

  test('a watch registered through the modal appears without a reload', async () => {
    const full = annasWatches();
    let answer: Watches = { watches: [full.watches[1]!] };
    server.use(http.get(contractUrl('listMyWatches'), () => HttpResponse.json(answer)));
    const { store } = renderApp(PAGE);
    await lumiere();
    expect(screen.queryByRole('listitem', { name: 'Heritage Chronograph' })).not.toBeInTheDocument();
    answer = full;
    store.dispatch(watchRegistered({ serial: 'MA7H3P9D2', sku: 'MA-HER-CHR-01-BLU-40' }));
    expect(await chronograph()).toBeInTheDocument();
  });

  test('a signed-out visitor is sent to sign in', async () => {
    server.use(
      http.get(contractUrl('listMyWatches'), () =>
        HttpResponse.json(
          { code: 'unauthorized', message: 'Please sign in to see your watches.' },
          { status: 401 },
        ),
      ),
    );
    const { router } = renderApp(PAGE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-int/customer/account/login'));
  });
});
