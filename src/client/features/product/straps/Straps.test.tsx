import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ProductDetail } from '../../../api/catalog';
import { contractExample, contractUrl, dataLayerEvents, renderApp, server } from '../../../test-utils';
import { chronographInTwoSizes } from '../../../test-utils/fixtures';
import { FormDataFromForm } from '../../../test-utils/formDataFromForm';
import { pageReload } from './pageReload';

type Body = { cartItem: { sku: string; qty: number; product_option?: unknown } };

const STRAP_PAGE = '/en-int/midnight-blue-alligator-leather-strap-20-mm.html';

function strapPage({ addFails = false } = {}) {
  const adds: Body[] = [];
  const strap = contractExample<ProductDetail>('getProductByUrlKey', 'strap');
  server.use(
    http.get(contractUrl('getProductByUrlKey'), () => HttpResponse.json(strap)),
    http.post(contractUrl('addGuestCartItem'), async ({ request }) => {
      adds.push((await request.json()) as Body);
      return addFails
        ? HttpResponse.json(
            { code: 'insufficient_stock', message: 'The requested qty is not available.' },
            { status: 409 },
          )
        : HttpResponse.json(contractExample('getGuestCart') as object);
    }),
  );
  return { adds, ...renderApp(STRAP_PAGE) };
}

describe('the straps popup (spec 2.3, 4)', () => {
  test('add-to-cart waits for OK; Cancel closes the popup and adds nothing', async () => {
    const { adds, user } = strapPage();
    const addButton = await screen.findByRole('button', { name: 'Add to Cart' });
    // Spec 9: a strap goes to the cart one at a time.
    expect(screen.queryByLabelText('Qty')).not.toBeInTheDocument();

    await user.click(addButton);
    const dialog = screen.getByRole('dialog', { name: 'Add this strap to your cart?' });
    expect(dialog).toHaveAccessibleDescription(
      'This strap is sold without the watch. It fits the watches listed below.',
    );
    expect(within(dialog).getByRole('link', { name: 'Heritage Chronograph' })).toHaveAttribute(
      'href',
      '/en-int/heritage-chronograph-40.html',
    );
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(addButton).toHaveFocus();
    expect(adds).toEqual([]);
    expect(screen.queryByText(/You added/)).not.toBeInTheDocument();

    await user.click(addButton);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText(
        'You added Midnight blue alligator leather strap, 20 mm to your shopping cart.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(adds).toEqual([{ cartItem: { sku: 'MA-STR-ALL-BLU-20', qty: 1 } }]);
  });

  test('a chosen length goes with the strap, and analytics hears which', async () => {
    const { adds, user } = strapPage();
    const length = await screen.findByRole('combobox', { name: 'Strap length' });
    expect(length).toHaveValue('standard');
    await user.selectOptions(length, 'Long, 125 / 85 mm');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    await screen.findByText(/You added/);
    expect(adds).toEqual([
      {
        cartItem: {
          sku: 'MA-STR-ALL-BLU-20',
          qty: 1,
          product_option: {
            extension_attributes: { custom_options: [{ option_id: 'strap_length', option_value: 'long' }] },
          },
        },
      },
    ]);
    expect(dataLayerEvents()).toContainEqual({
      event: 'add_to_cart',
      sku: 'MA-STR-ALL-BLU-20',
      name: 'Midnight blue alligator leather strap, 20 mm',
      qty: 1,
      parent_sku: null,
      variation: [],
      custom_options: [{ label: 'Strap length', value: 'Long, 125 / 85 mm' }],
    });
  });

  test('Escape closes the popup like Cancel', async () => {
    const { adds, user } = strapPage();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(adds).toEqual([]);
  });

  test('a strap that cannot be added reloads the page (spec 8)', async () => {
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { adds, user } = strapPage({ addFails: true });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(adds).toHaveLength(1);
    // The reloaded page tells the story; no message is left behind on this one.
    expect(screen.queryByText('The requested qty is not available.')).not.toBeInTheDocument();
  });

  test('the strap size guide opens the PDF', async () => {
    strapPage();
    const link = await screen.findByRole('link', { name: /Strap size guide/ });
    expect(link).toHaveAttribute('href', '/media/size-guides/strap-size-guide.pdf');
    expect(link).toHaveAttribute('type', 'application/pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe("'Buy straps' on a watch page (spec 2.3)", () => {
  function watchPage() {
    server.use(http.get(contractUrl('getProductByUrlKey'), () => HttpResponse.json(chronographInTwoSizes)));
    return renderApp('/en-int/heritage-chronograph.html');
  }

  test('is a form post carrying the product SKU and the form key, to the compatible straps page', async () => {
    document.cookie = 'form_key=Xk3pQ9rT2mW7vB4n; path=/';
    watchPage();
    const form = await screen.findByRole<HTMLFormElement>('form', { name: 'Straps for this watch' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/en-int/straps/compatible');
    expect(within(form).getByRole('button', { name: 'Buy straps' })).toHaveAccessibleDescription(
      '24 straps fit this watch',
    );
    expect(Object.fromEntries(new FormDataFromForm(form).entries())).toEqual({
      sku: 'MA-HER-CHR-01',
      form_key: 'Xk3pQ9rT2mW7vB4n',
    });

    // Signing in gives the session a new key: the form sends the one current when it is submitted.
    document.cookie = 'form_key=Nw4kQ9rT2mW7vB4z; path=/';
    fireEvent.submit(form);
    expect(new FormDataFromForm(form).get('form_key')).toBe('Nw4kQ9rT2mW7vB4z');
  });

  test('the size guide of the watch opens the PDF', async () => {
    watchPage();
    const link = await screen.findByRole('link', { name: /^Size guide/ });
    expect(link).toHaveAttribute('href', '/media/size-guides/watch-size-guide.pdf');
    expect(link).toHaveAttribute('type', 'application/pdf');
  });

  test('a strap page has no Buy straps form', async () => {
    strapPage();
    await screen.findByRole('button', { name: 'Add to Cart' });
    expect(screen.queryByRole('form', { name: 'Straps for this watch' })).not.toBeInTheDocument();
  });
});
