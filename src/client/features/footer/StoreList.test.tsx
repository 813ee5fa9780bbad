import { screen } from '@testing-library/react';
import { dataLayerEvents, renderWithProviders } from '../../test-utils';
import { StoreList } from './StoreList';

describe("the footer's country list", () => {
  test("'Shop in other countries' asks for the retailer popup", async () => {
    const { user, store } = renderWithProviders(<StoreList />, { route: '/en-int/' });
    await user.click(await screen.findByRole('button', { name: 'Shop in other countries' }));
    expect(store.getState().popups.retailerOpen).toBe(true);
    expect(dataLayerEvents()).toContainEqual({ event: 'find_a_retailer', action: 'open', source: 'footer' });
  });
});
