import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractExample, contractUrl, dataLayerEvents, renderWithProviders, server } from '../../test-utils';
import { AccountMenu } from './AccountMenu';

describe('header account area', () => {
  test('a guest sees a "Sign in" link to the login page', async () => {
    const { container } = renderWithProviders(<AccountMenu />);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en-int/customer/account/login',
    );
    expect(container.querySelector('.account-menu')).toHaveAttribute('aria-busy', 'false');
  });

  test('until the sections answer, the area is busy and its actions hold their place unseen (no "Sign in" flash for a customer)', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(contractUrl('loadCustomerSections'), async () => {
        await answered;
        return HttpResponse.json(contractExample('loadCustomerSections', 'signedIn'));
      }),
    );
    const { container } = renderWithProviders(<AccountMenu />);
    // The store configuration loads first (the store gate), then the area appears, still waiting.
    const area = await waitFor(() => {
      const found = container.querySelector('.account-menu');
      expect(found).not.toBeNull();
      return found;
    });
    expect(area).toHaveClass('account-menu--pending');
    expect(area).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByText('Hello, Anna')).toBeInTheDocument();
    expect(area).not.toHaveClass('account-menu--pending');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  test('sections that fail to load leave the guest actions shown (signing in must stay possible)', async () => {
    server.use(http.get(contractUrl('loadCustomerSections'), () => HttpResponse.error()));
    const { container } = renderWithProviders(<AccountMenu />);
    await waitFor(() =>
      expect(container.querySelector('.account-menu')).toHaveAttribute('aria-busy', 'false'),
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  const lastUserMeta = () =>
    dataLayerEvents()
      .filter((e) => e.event === 'User Meta')
      .at(-1);

  test('a customer is greeted; "Sign out" posts the form key, the sections reload as a guest and analytics hears it', async () => {
    document.cookie = 'form_key=3fZq9LmP2xYw7TbK; path=/';
    let signedIn = true;
    const logoutBodies: unknown[] = [];
    server.use(
      http.get(contractUrl('loadCustomerSections'), () =>
        HttpResponse.json(contractExample('loadCustomerSections', signedIn ? 'signedIn' : 'guest')),
      ),
      http.post(contractUrl('logoutCustomer'), async ({ request }) => {
        logoutBodies.push(await request.json());
        signedIn = false;
        return HttpResponse.json(contractExample('logoutCustomer'));
      }),
    );
    const { user } = renderWithProviders(<AccountMenu />);
    expect(await screen.findByText('Hello, Anna')).toBeInTheDocument();
    await waitFor(() => expect(lastUserMeta()).toMatchObject({ login_status: true }));

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Hello, Anna')).not.toBeInTheDocument();
    expect(logoutBodies).toEqual([{ form_key: '3fZq9LmP2xYw7TbK' }]);
    expect(screen.getByRole('status')).toHaveTextContent('You are signed out.');
    await waitFor(() => expect(lastUserMeta()).toMatchObject({ login_status: false }));
  });
});
