import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractExample, contractUrl, renderApp, server } from '../../test-utils';
import { AUTO_OPEN_DELAY_MS, AUTO_OPENED_KEY } from './useAutoOpen';

function autoOpenConfigured(signedIn = false) {
  server.use(
    http.get(contractUrl('getStoreConfig'), () => {
      const config = contractExample('getStoreConfig') as Record<string, unknown>;
      return HttpResponse.json({
        ...config,
        registration: { open_modal_automatically: true, dob_year_range: 120, dob_max_days_ago: 1 },
      });
    }),
    http.get(contractUrl('loadCustomerSections'), () =>
      HttpResponse.json(contractExample('loadCustomerSections', signedIn ? 'signedIn' : 'guest')),
    ),
  );
}

// The modal is a lazy chunk: compile it once before the tests, so no test's wait includes the compilation.
beforeAll(async () => {
  await import('./RegistrationModal');
});

describe('the configuration flag that opens the register modal (spec 2.8)', () => {
  test('opens it by itself for a guest, once per browser session', async () => {
    autoOpenConfigured();
    renderApp('/en-int/');
    expect(await screen.findByRole('dialog', { name: /Create an account/ })).toBeInTheDocument();
    expect(sessionStorage.getItem(AUTO_OPENED_KEY)).toBe('1');
  });

  test.each([
    ['a signed-in customer', true, false],
    ['a guest who saw it in this browser session', false, true],
  ])('not for %s', async (_label, signedIn, seen) => {
    if (seen) sessionStorage.setItem(AUTO_OPENED_KEY, '1');
    autoOpenConfigured(signedIn);
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { store } = renderApp('/en-int/');
      // The sections have answered (the hook knows who is there) before the clock moves.
      await waitFor(() =>
        expect(
          Object.values(store.getState().api.queries).some(
            (q) => q?.endpointName === 'loadCustomerSections' && q.status === 'fulfilled',
          ),
        ).toBe(true),
      );
      if (signedIn) expect(await screen.findByText('Hello, Anna')).toBeInTheDocument();
      // Well past the delay, on the fake clock: nothing opened.
      act(() => void jest.advanceTimersByTime(AUTO_OPEN_DELAY_MS * 4));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  test('stays closed when the store does not ask for it', async () => {
    renderApp('/en-int/');
    await screen.findByRole('button', { name: 'Create an account' });
    await waitFor(() => expect(sessionStorage.getItem(AUTO_OPENED_KEY)).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
