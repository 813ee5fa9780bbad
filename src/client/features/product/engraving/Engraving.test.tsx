import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractExample, contractUrl, dataLayerEvents, renderApp, server } from '../../../test-utils';
import { chronographInTwoSizes } from '../../../test-utils/fixtures';

type Body = {
  cartItem: {
    sku: string;
    qty: number;
    product_option?: {
      extension_attributes: { custom_options: { option_id: string; option_value: string }[] };
    };
  };
};

/** The chronograph's page, recording every add to the guest cart. */
function chronographPage() {
  const adds: Body[] = [];
  server.use(
    http.get(contractUrl('getProductByUrlKey'), () => HttpResponse.json(chronographInTwoSizes)),
    http.post(contractUrl('addGuestCartItem'), async ({ request }) => {
      adds.push((await request.json()) as Body);
      return HttpResponse.json(contractExample('getGuestCart') as object);
    }),
  );
  return { adds, ...renderApp('/en-int/heritage-chronograph.html') };
}

const engravingEvents = () => dataLayerEvents().filter((e) => e.event === 'engraving');

describe('engraving with its conditions (spec 1)', () => {
  test('accepting the conditions opens the engraving field; the text is sent with the accepted conditions', async () => {
    const { adds, user } = chronographPage();
    const group = await screen.findByRole('group', { name: 'Caseback engraving' });
    expect(within(group).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(group).getByRole('checkbox', { name: 'Add an engraving' }));
    const dialog = screen.getByRole('dialog', { name: 'Engraving conditions' });
    expect(dialog).toHaveTextContent('We engrave the caseback exactly as you type the text.');
    expect(dialog).toHaveTextContent('An engraved watch cannot be returned.');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: 'Add an engraving' })).toBeChecked();
    const text = within(group).getByRole('textbox', { name: 'Engraving text' });
    expect(text).toHaveFocus();
    expect(engravingEvents()).toEqual([{ event: 'engraving', conditions: 'accept', sku: 'MA-HER-CHR-01' }]);

    await user.type(text, 'To Anna, 1887');
    expect(within(group).getByText('13 / 20 characters')).toBeInTheDocument();
    expect(text).toHaveAttribute('maxLength', '20');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(
      await screen.findByText('You added Heritage Chronograph to your shopping cart.'),
    ).toBeInTheDocument();
    expect(adds).toEqual([
      {
        cartItem: {
          sku: 'MA-HER-CHR-01-BLU-40',
          qty: 1,
          product_option: {
            extension_attributes: {
              custom_options: [
                { option_id: 'engraving', option_value: 'To Anna, 1887' },
                { option_id: 'engraving_conditions', option_value: 'accept' },
              ],
            },
          },
        },
      },
    ]);
    expect(dataLayerEvents()).toContainEqual({
      event: 'add_to_cart',
      sku: 'MA-HER-CHR-01-BLU-40',
      name: 'Heritage Chronograph',
      qty: 1,
      parent_sku: 'MA-HER-CHR-01',
      variation: [
        { label: 'Dial colour', value: 'Midnight blue' },
        { label: 'Case size', value: '40 mm' },
      ],
      custom_options: [],
    });
    expect(engravingEvents()).toContainEqual({
      event: 'engraving',
      action: 'add_to_cart',
      sku: 'MA-HER-CHR-01',
      engravings: [{ value: 'To Anna, 1887' }],
    });
  });

  test('denying the conditions leaves the watch without engraving, and analytics hears it', async () => {
    const { adds, user } = chronographPage();
    const group = await screen.findByRole('group', { name: 'Caseback engraving' });
    await user.click(within(group).getByRole('checkbox', { name: 'Add an engraving' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deny' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: 'Add an engraving' })).not.toBeChecked();
    expect(within(group).queryByRole('textbox')).not.toBeInTheDocument();
    expect(engravingEvents()).toEqual([{ event: 'engraving', conditions: 'deny', sku: 'MA-HER-CHR-01' }]);

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByText('You added Heritage Chronograph to your shopping cart.');
    expect(adds).toEqual([{ cartItem: { sku: 'MA-HER-CHR-01-BLU-40', qty: 1 } }]);
  });

  test('Escape on the conditions denies them', async () => {
    const { user } = chronographPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Add an engraving' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Add an engraving' })).not.toBeChecked();
    expect(engravingEvents()).toEqual([{ event: 'engraving', conditions: 'deny', sku: 'MA-HER-CHR-01' }]);
  });

  test('a character the engraver cannot cut is named and stops add-to-cart', async () => {
    const { adds, user } = chronographPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Add an engraving' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept' }));
    const text = screen.getByRole('textbox', { name: 'Engraving text' });
    await user.type(text, 'To A. ♥');

    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Character (♥) is not currently supported.')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    // Named beside the field and again where add-to-cart reports what stopped it.
    expect(screen.getAllByText('Character (♥) is not currently supported.')).toHaveLength(2);
    expect(adds).toEqual([]);
  });

  test('unticking after accepting drops the engraving', async () => {
    const { adds, user } = chronographPage();
    const toggle = await screen.findByRole('checkbox', { name: 'Add an engraving' });
    await user.click(toggle);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept' }));
    await user.type(screen.getByRole('textbox', { name: 'Engraving text' }), 'To A.');
    await user.click(toggle);

    expect(screen.queryByRole('textbox', { name: 'Engraving text' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByText('You added Heritage Chronograph to your shopping cart.');
    expect(adds).toEqual([{ cartItem: { sku: 'MA-HER-CHR-01-BLU-40', qty: 1 } }]);
  });
});
