import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractExample, contractUrl, dataLayerEvents, renderApp, server } from '../../../test-utils';
import { chronographInTwoSizes } from '../../../test-utils/fixtures';

const PRODUCT_PAGE = '/en-int/heritage-chronograph.html';
const FORM_KEY = '3fZq9LmP2xYw7TbK';
const SOLD_OUT = { id: 104, sku: 'MA-HER-CHR-01-BLU-42', name: 'Heritage Chronograph' };
const SUBSCRIBED = 'You are subscribed: we will e-mail you as soon as Heritage Chronograph is back in stock.';

type Answer = () => Response;
const okAnswer: Answer = () =>
  HttpResponse.json({ status: 'ok', html: '<p>Subscribed.</p>', product: SOLD_OUT });

/** Answers the product page and the subscription; records each subscription's content type and fields. */
function shop(answer: Answer = okAnswer) {
  const posts: { contentType: string | null; fields: Record<string, string> }[] = [];
  server.use(
    http.get(contractUrl('getProductByUrlKey'), () => HttpResponse.json(chronographInTwoSizes)),
    http.post(contractUrl('subscribeStockAlert'), async ({ request }) => {
      const contentType = request.headers.get('content-type');
      posts.push({ contentType, fields: Object.fromEntries(new URLSearchParams(await request.text())) });
      return answer();
    }),
  );
  return posts;
}

beforeEach(() => {
  document.cookie = `form_key=${FORM_KEY}; path=/`;
});
afterEach(() => {
  document.cookie = 'form_key=; Max-Age=0; path=/';
});

async function openSoldOutVariation() {
  const view = renderApp(PRODUCT_PAGE);
  await view.user.click(await screen.findByRole('button', { name: '42 mm' }));
  return view;
}

describe('the back-in-stock form on the product page', () => {
  test('is not shown while the chosen variation is in stock, and appears for a sold-out one', async () => {
    shop();
    const { user } = renderApp(PRODUCT_PAGE);
    await screen.findByRole('button', { name: 'Add to Cart' });
    expect(screen.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '42 mm' }));
    expect(screen.getByRole('region', { name: 'Back-in-stock alert' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('checkbox', { name: 'Subscribe to our newsletter' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeEnabled();
  });

  test('checks the e-mail before sending anything', async () => {
    const posts = shop();
    const { user } = await openSoldOutVariation();
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('This is a required field.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'anna@example');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  test('ok: posts the form fields, shows the product as subscribed and tells analytics its sku and name', async () => {
    const posts = shop();
    const { user } = await openSoldOutVariation();
    await user.type(screen.getByLabelText(/Email/), ' anna.keller@example.com ');
    await user.click(screen.getByRole('checkbox', { name: 'Subscribe to our newsletter' }));
    await user.click(screen.getByRole('button', { name: 'Notify me' }));

    const done = await screen.findByText(SUBSCRIBED);
    expect(done).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
    expect(posts).toEqual([
      {
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        fields: {
          product: '104',
          email: 'anna.keller@example.com',
          newsletter_subscribe: '1',
          form_key: FORM_KEY,
        },
      },
    ]);
    expect(dataLayerEvents().filter((e) => e.event === 'back_in_stock_subscription')).toEqual([
      { event: 'back_in_stock_subscription', sku: SOLD_OUT.sku, name: SOLD_OUT.name },
    ]);

    // Another variation and back: still subscribed, without asking again.
    await user.click(screen.getByRole('button', { name: '40 mm' }));
    expect(screen.queryByText(SUBSCRIBED)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '42 mm' }));
    expect(screen.getByText(SUBSCRIBED)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });

  test("nok: keeps the form and shows the server's html, sanitised", async () => {
    const html =
      '<p>This product is in stock again. <a href="javascript:alert(1)" onclick="steal()">Order</a>' +
      '<img src="x" onerror="steal()"><script>steal()</script></p>';
    shop(() => HttpResponse.json({ status: 'nok', html, product: SOLD_OUT }));
    const { user } = await openSoldOutVariation();
    await user.type(screen.getByLabelText(/Email/), 'anna.keller@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));

    const region = screen.getByRole('region', { name: 'Back-in-stock alert' });
    await within(region).findByText(/This product is in stock again/);
    const alert = within(region).getByRole('alert');
    expect(alert).toHaveTextContent('This product is in stock again. Order');
    expect(alert.querySelector('img, script, [onclick], [onerror]')).toBeNull();
    expect(alert.querySelector('a')).not.toHaveAttribute('href');
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeInTheDocument();
    expect(screen.queryByText(SUBSCRIBED)).not.toBeInTheDocument();
    expect(dataLayerEvents().some((e) => e.event === 'back_in_stock_subscription')).toBe(false);
  });

  test.each([
    ['the network fails', () => HttpResponse.error()],
    ['the server fails', () => HttpResponse.json(contractExample('getHealth'), { status: 500 })],
    [
      'the server refuses (429)',
      () => HttpResponse.json({ code: 'rate_limited', message: 'Too many attempts.' }, { status: 429 }),
    ],
  ])("%s: 'An error occurred!'", async (_label, answer) => {
    shop(answer);
    const { user } = await openSoldOutVariation();
    await user.type(screen.getByLabelText(/Email/), 'anna.keller@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('An error occurred!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeEnabled();
  });
});
