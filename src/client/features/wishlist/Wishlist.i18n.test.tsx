import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  answerSignedInCustomer,
  answerStoreConfig,
  contractExample,
  contractUrl,
  renderApp,
  server,
  storeIn,
} from '../../test-utils';
import { jaJpStoreConfig } from '../../test-utils/fixtures';

const twoWatches = () => contractExample<object>('getWishlist', 'twoWatches');

beforeEach(() => {
  answerSignedInCustomer();
  server.use(http.get(contractUrl('getWishlist'), () => HttpResponse.json(twoWatches())));
});

describe('the wishlist in the store’s language (issue 13)', () => {
  test('ja-jp: the page, its count, the header link and the removal question in Japanese', async () => {
    server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(jaJpStoreConfig)));
    const { user } = renderApp('/ja-jp/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'ウィッシュリスト' })).toBeInTheDocument();
    expect(await screen.findByText('2点')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ウィッシュリスト（2点）' })).toHaveTextContent(
      'ウィッシュリスト （2）',
    );
    const grid = screen.getByRole('list', { name: '保存した時計' });
    await user.click(within(grid).getByRole('button', { name: '削除：Navigator Diver 300' }));
    const dialog = await screen.findByRole('dialog', { name: 'ウィッシュリストから削除' });
    expect(
      within(dialog).getByText('Navigator Diver 300をウィッシュリストから削除してもよろしいですか？'),
    ).toBeInTheDocument();
  });

  test('fr-ch: the count and the header link as a French plural', async () => {
    answerStoreConfig(storeIn('fr-ch', 'fr', 'fr-CH'));
    renderApp('/fr-ch/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ma liste d’envies' })).toBeInTheDocument();
    expect(await screen.findByText('2 articles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ma liste d’envies (2 articles)' })).toBeInTheDocument();
  });
});
