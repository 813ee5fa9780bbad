import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { retailerPopupRequested } from '../../../events/retailerPopup';
import { contractUrl, dataLayerEvents, renderWithProviders, server } from '../../../test-utils';
import { PopupsHost } from '../PopupsHost';

async function openRetailers() {
  const rendered = renderWithProviders(<PopupsHost />, { route: '/en-int/' });
  act(() => void rendered.store.dispatch(retailerPopupRequested({ source: 'footer' })));
  const dialog = await screen.findByRole('dialog', { name: 'Shop in other countries' });
  return { ...rendered, dialog };
}

describe("the retailer popup ('shop in other countries')", () => {
  test("lists each country's online stores and retailers", async () => {
    const { dialog } = await openRetailers();
    const germany = await within(dialog).findByRole('region', { name: 'Germany' });
    expect(within(germany).getByText('Juwelier Hartmann')).toBeInTheDocument();
    expect(within(germany).getByText(/Maximilianstraße 12/)).toBeInTheDocument();
    expect(within(germany).getByRole('link', { name: '+49 89 2900 1887' })).toHaveAttribute(
      'href',
      'tel:+498929001887',
    );
    expect(within(germany).getByRole('link', { name: /Visit the retailer’s website/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const france = within(dialog).getByRole('region', { name: 'France' });
    expect(within(france).getByRole('link', { name: /Online store/ })).toHaveAttribute('href', '/fr-fr/');
    expect(dataLayerEvents()).toContainEqual({ event: 'find_a_retailer', action: 'open', source: 'footer' });
  });

  test('narrows the list to one country', async () => {
    const { dialog, user } = await openRetailers();
    await within(dialog).findByRole('region', { name: 'Germany' });
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'France');
    expect(within(dialog).queryByRole('region', { name: 'Germany' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'France' })).toBeInTheDocument();
  });

  test('a retailer followed is tracked', async () => {
    const { dialog, user } = await openRetailers();
    const germany = await within(dialog).findByRole('region', { name: 'Germany' });
    const link = within(germany).getByRole('link', { name: /Visit the retailer’s website/ });
    // The link opens a new tab: jsdom cannot, so the click is kept from navigating.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(dataLayerEvents()).toContainEqual({
      event: 'find_a_retailer',
      action: 'retailer_click',
      country_id: 'DE',
      name: 'Juwelier Hartmann',
    });
  });

  test('closes with Escape', async () => {
    const { user } = await openRetailers();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('says so when the list cannot be loaded', async () => {
    server.use(
      http.get(contractUrl('listRetailers'), () =>
        HttpResponse.json({ code: 'internal_error', message: 'Down' }, { status: 500 }),
      ),
    );
    const { dialog } = await openRetailers();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The list of retailers could not be loaded.',
    );
  });
});
