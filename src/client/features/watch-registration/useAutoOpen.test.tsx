import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractExample, contractUrl, renderApp, server } from '../../test-utils';
import { WATCH_REGISTRATION_TIMINGS } from './timings';
import { WATCH_AUTO_OPENED_KEY } from './useAutoOpen';

function configured(open: boolean) {
  server.use(
    http.get(contractUrl('getStoreConfig'), () => {
      const config = contractExample('getStoreConfig') as Record<string, unknown>;
      return HttpResponse.json({ ...config, watch_registration: { open_modal_automatically: open } });
    }),
  );
}

beforeAll(async () => {
  await import('./WatchRegistrationModal');
});

describe('the configuration flag that opens the register-my-watch modal (spec 2.9)', () => {
  test('opens it by itself after 500 ms, once per browser session', async () => {
    configured(true);
    jest.useFakeTimers({ advanceTimers: true });
    try {
      renderApp('/en-int/');
      await screen.findByRole('banner');
      act(() => void jest.advanceTimersByTime(WATCH_REGISTRATION_TIMINGS.autoOpenDelayMs - 1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(1));
    } finally {
      jest.useRealTimers();
    }
    expect(await screen.findByRole('dialog', { name: /Register my watch/ })).toBeInTheDocument();
    expect(sessionStorage.getItem(WATCH_AUTO_OPENED_KEY)).toBe('1');
  });

  test.each([
    ['when the store does not ask for it', false, false],
    ['a second time in one browser session', true, true],
  ])('stays closed %s', async (_label, open, seen) => {
    if (seen) sessionStorage.setItem(WATCH_AUTO_OPENED_KEY, '1');
    configured(open);
    jest.useFakeTimers({ advanceTimers: true });
    try {
      renderApp('/en-int/');
      await screen.findByRole('banner');
      act(() => void jest.advanceTimersByTime(WATCH_REGISTRATION_TIMINGS.autoOpenDelayMs * 4));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
