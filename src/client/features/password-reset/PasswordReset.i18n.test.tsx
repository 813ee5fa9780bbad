import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { answerStoreConfig, contractUrl, renderApp, server, storeIn } from '../../test-utils';
import { jaJpStoreConfig } from '../../test-utils/fixtures';

const TOKEN = 'q3Xh0u9Vd2nB7kLmP4sT8wYz1cE6fG5hJ0iK2lM3nO4';

beforeEach(() => {
  document.cookie = 'form_key=3fZq9LmP2xYw7TbK; path=/';
});

describe('the password pages in the store’s language (issue 13)', () => {
  test('fr-ch: the forgotten-password page and its validation in French', async () => {
    answerStoreConfig(storeIn('fr-ch', 'fr', 'fr-CH'));
    const { user } = renderApp('/fr-ch/customer/account/forgotpassword');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié\u00a0?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réinitialiser mon mot de passe' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute(
      'href',
      '/fr-ch/customer/account/login',
    );
  });

  test('ja-jp: the new-password page in Japanese, with the store’s minimum length', async () => {
    server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(jaJpStoreConfig)));
    const { user } = renderApp(`/ja-jp/customer/account/createPassword?token=${TOKEN}`);
    const submit = await screen.findByRole('button', { name: '新しいパスワードを設定' });
    expect(screen.getByText('8文字以上のパスワードをお選びください。')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^新しいパスワード$|^新しいパスワード\s*\*/));
    await user.paste('Short1');
    await user.click(submit);
    expect(
      await screen.findByText('この項目は8文字以上でご入力ください。先頭と末尾の空白は無視されます。'),
    ).toBeInTheDocument();
    expect(screen.getByText('この項目は必須です。')).toBeInTheDocument();
  });
});
