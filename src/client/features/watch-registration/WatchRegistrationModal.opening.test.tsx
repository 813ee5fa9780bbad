import { act, screen, within } from '@testing-library/react';
import { currentUrl, renderApp } from '../../test-utils';
import { watchRegistrationRequested } from '../../events/watch-registration';
import { prepareWatchRegistrationTests, stepCode } from './testing';

prepareWatchRegistrationTests();

describe('register my watch modal: how it opens (spec 2.9, 4)', () => {
  test("the alternate menu's button goes to registermywatch/register, whose page opens the modal", async () => {
    const { user, router } = renderApp('/en-int/');
    const menu = await screen.findByRole('navigation', { name: 'Services and account' });
    await user.click(within(menu).getByRole('link', { name: 'Register my watch' }));
    expect(await screen.findByRole('dialog', { name: /Register my watch/ })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/en-int/registermywatch/register');
    expect(stepCode()).toBe('serial_form');
  });

  test('opens on the shared watchRegistrationRequested action (my watches)', async () => {
    const { store } = renderApp('/en-int/');
    await screen.findByRole('banner');
    act(() => void store.dispatch(watchRegistrationRequested()));
    expect(await screen.findByRole('dialog', { name: /Register my watch/ })).toBeInTheDocument();
  });
});
