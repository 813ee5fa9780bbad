import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractUrl, renderWithProviders, server } from '../../test-utils';
import { categoryTreeWithStraps } from '../../test-utils/fixtures';
import { MainNav } from './MainNav';
import { MenuToggle } from './MenuToggle';

function renderMenu(route = '/en-int/watches/heritage') {
  server.use(http.get(contractUrl('getCategoryTree'), () => HttpResponse.json(categoryTreeWithStraps)));
  return renderWithProviders(
    <>
      <MenuToggle />
      <MainNav />
    </>,
    { route },
  );
}

describe('main navigation', () => {
  test('lists the first-level categories and marks the one being browsed', async () => {
    renderMenu();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const watches = await within(nav).findByRole('link', { name: 'Watches' });
    expect(watches).toHaveAttribute('href', '/en-int/watches');
    expect(watches).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Straps' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('link', { name: 'Heritage' })).not.toBeInTheDocument();
  });

  test('the toggle opens the panel; Escape closes it and returns focus to the toggle', async () => {
    const { user } = renderMenu();
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Watches' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open', 'true');
    expect(within(nav).getByRole('link', { name: 'Watches' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: 'Straps' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');
    expect(toggle).toHaveFocus();
  });

  test('following a link closes the panel', async () => {
    const { user } = renderMenu('/en-int/');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Straps' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
