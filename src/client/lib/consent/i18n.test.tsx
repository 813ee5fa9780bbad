import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractUrl, renderWithProviders, server } from '../../test-utils';
import { jaJpStoreConfig } from '../../test-utils/fixtures';
import { CookiePreferencesButton } from './CookiePreferencesButton';

describe('the cookie preferences in the store’s language (issue 13)', () => {
  test('ja-jp: the footer button reads Japanese', async () => {
    server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(jaJpStoreConfig)));
    renderWithProviders(<CookiePreferencesButton />, { route: '/ja-jp/' });
    expect(await screen.findByRole('button', { name: 'Cookie設定' })).toBeInTheDocument();
  });
});
