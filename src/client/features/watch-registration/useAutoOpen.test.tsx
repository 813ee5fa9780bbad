import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { useAppSelector } from '../../app/hooks';
import { contractExample, contractUrl, renderWithProviders, server } from '../../test-utils';
import { WATCH_REGISTRATION_TIMINGS } from './timings';
import { useAutoOpen, WATCH_AUTO_OPENED_KEY } from './useAutoOpen';
import { selectWatchRegistrationOpen } from './watchRegistrationDialogSlice';

function configured(open: boolean) {
  server.use(
    http.get(contractUrl('getStoreConfig'), () => {
      const config = contractExample('getStoreConfig') as Record<string, unknown>;
      return HttpResponse.json({ ...config, watch_registration: { open_modal_automatically: open } });
    }),
  );
}

function AutoOpen() {
  useAutoOpen();
  return null;
}

/** Mounts the hook when asked, so that it starts under the test's clock once the store configuration is there. */
function Probe() {
  const [armed, setArmed] = useState(false);
  const open = useAppSelector(selectWatchRegistrationOpen);
  return (
    <>
      {armed ? <AutoOpen /> : <button onClick={() => setArmed(true)}>Arm</button>}
      <p>{open ? 'Modal open' : 'Modal closed'}</p>
    </>
  );
}

async function armUnderFakeClock() {
  const arm = await screen.findByRole('button', { name: 'Arm' });
  jest.useFakeTimers();
  act(() => arm.click());
}

afterEach(() => jest.useRealTimers());

describe('the configuration flag that opens the register-my-watch modal (spec 2.9)', () => {
  test('opens it by itself after 500 ms, once per browser session', async () => {
    configured(true);
    renderWithProviders(<Probe />);
    await armUnderFakeClock();
    act(() => void jest.advanceTimersByTime(WATCH_REGISTRATION_TIMINGS.autoOpenDelayMs - 1));
    expect(screen.getByText('Modal closed')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.getByText('Modal open')).toBeInTheDocument();
    expect(sessionStorage.getItem(WATCH_AUTO_OPENED_KEY)).toBe('1');
  });

  test.each([
    ['when the store does not ask for it', false, false],
    ['a second time in one browser session', true, true],
  ])('stays closed %s', async (_label, open, seen) => {
    if (seen) sessionStorage.setItem(WATCH_AUTO_OPENED_KEY, '1');
    configured(open);
    renderWithProviders(<Probe />);
    await armUnderFakeClock();
    act(() => void jest.advanceTimersByTime(WATCH_REGISTRATION_TIMINGS.autoOpenDelayMs * 4));
    expect(screen.getByText('Modal closed')).toBeInTheDocument();
  });
});
