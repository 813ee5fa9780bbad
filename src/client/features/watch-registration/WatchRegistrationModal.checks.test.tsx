import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractExample, contractUrl, server } from '../../test-utils';
import {
  FORM_KEY,
  inDialog,
  openModal,
  prepareWatchRegistrationTests,
  record,
  serialAnswer,
  stepCode,
  typeNumber,
} from './testing';
import { WATCH_REGISTRATION_TIMINGS } from './timings';
import { checkStarted, serialCheckAnswered } from './watchRegistrationSlice';
import type { SerialCheckResult } from '../../api/watchRegistration';

prepareWatchRegistrationTests();

describe('register my watch modal: checking the number (spec 2.9, 4)', () => {
  test('the serial check sends the number, an empty caseback and a solved captcha', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(contractUrl('checkWatchSerial'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(serialAnswer(7));
      }),
    );
    const { user } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4K7Q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      serial: 'MA2C4K7Q1',
      caseback: '',
      recaptcha: expect.stringMatching(/:\d+$/),
      form_key: FORM_KEY,
    });
  });

  test('a number of the wrong length shows its message for 2 s and calls nothing', async () => {
    const checks = record('checkWatchSerial');
    const { user } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4');
    jest.useFakeTimers();
    try {
      act(() => inDialog().getByRole('button', { name: 'Check' }).click());
      expect(inDialog().getByText('Invalid serial number. Please check and try again.')).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(WATCH_REGISTRATION_TIMINGS.digitErrorMs));
      expect(
        inDialog().queryByText('Invalid serial number. Please check and try again.'),
      ).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    await user.click(inDialog().getByRole('button', { name: 'Caseback number' }));
    await typeNumber(user, /^Caseback number/, '12345');
    await user.click(inDialog().getAllByRole('button', { name: 'Check' })[0]!);
    expect(
      await inDialog().findByText('Invalid caseback number. Please check and try again.'),
    ).toBeInTheDocument();
    expect(checks).toHaveLength(0);
  });

  test("a check answered false shows the server's message, hidden after 2000 ms", async () => {
    record('checkWatchSerial', 'unknown');
    const { user, store } = await openModal();
    await typeNumber(user, /^Serial number/, 'MAZZZZZZZ');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    const message = 'We could not find this serial number. Please check it and try again.';
    expect(await inDialog().findByText(message)).toBeInTheDocument();
    expect(stepCode()).toBe('serial_form');
    // The same answer again, under a clock the test moves.
    jest.useFakeTimers();
    try {
      act(() => {
        store.dispatch(checkStarted({ method: 'serial', store: { code: 'en-int', id: 1 } }));
        store.dispatch(serialCheckAnswered(contractExample<SerialCheckResult>('checkWatchSerial', 'taken')));
      });
      const taken = /already registered to another account/;
      expect(inDialog().getByText(taken)).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(WATCH_REGISTRATION_TIMINGS.errorAutoHideMs - 1));
      expect(inDialog().getByText(taken)).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(1));
      expect(inDialog().queryByText(taken)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  test('while a check runs, the buttons are disabled', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post(
        contractUrl('checkWatchSerial'),
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json(serialAnswer(7)));
          }),
      ),
    );
    const { user } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4K7Q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(inDialog().getByRole('button', { name: /Checking|Verifying/ })).toBeDisabled(),
    );
    expect(inDialog().getByRole('button', { name: 'Caseback number' })).toBeDisabled();
    answer();
    await waitFor(() => expect(stepCode()).toBe('serial_confirmation'));
  });
});
