import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractUrl, server } from '../../test-utils';
import { accountCreated, registrationDismissed } from '../../events/registration';
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

prepareWatchRegistrationTests();

describe('register my watch modal: a guest signs in or creates an account (spec 2.9, 4)', () => {
  test('a guest signs in on the login form, and the watch is registered', async () => {
    server.use(http.post(contractUrl('checkWatchSerial'), () => HttpResponse.json(serialAnswer(0))));
    const logins = record('loginCustomer', 'success');
    const registrations = record('registerWatch', 'registered');
    const { user } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4K7Q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(stepCode()).toBe('serial_confirmation'));
    await user.click(inDialog().getByLabelText(/I confirm that this watch is mine/));
    await user.click(inDialog().getByRole('button', { name: 'Add to my collection' }));
    expect(stepCode()).toBe('login_form');
    expect(registrations).toHaveLength(0);
    await user.click(inDialog().getByRole('button', { name: 'Sign in and add my watch' }));
    expect(await inDialog().findAllByText('This is a required field.')).toHaveLength(2);
    await user.type(inDialog().getByLabelText(/^Email/), 'anna.keller@example.com');
    await user.type(inDialog().getByLabelText(/^Password/), 'Caseback-Demo-1');
    await user.click(inDialog().getByRole('button', { name: 'Sign in and add my watch' }));
    await waitFor(() => expect(stepCode()).toBe('register_confirmation'));
    expect(logins).toEqual([
      {
        username: 'anna.keller@example.com',
        password: 'Caseback-Demo-1',
        form_key: FORM_KEY,
        recaptcha: null,
      },
    ]);
    expect(registrations).toHaveLength(1);
  });

  test("the login form shows the server's message, or 'Could not authenticate…' when the call fails", async () => {
    server.use(http.post(contractUrl('checkWatchSerial'), () => HttpResponse.json(serialAnswer(0))));
    record('loginCustomer', 'invalid');
    const { user } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4K7Q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(stepCode()).toBe('serial_confirmation'));
    await user.click(inDialog().getByLabelText(/I confirm that this watch is mine/));
    await user.click(inDialog().getByRole('button', { name: 'Add to my collection' }));
    await user.type(inDialog().getByLabelText(/^Email/), 'anna.keller@example.com');
    await user.type(inDialog().getByLabelText(/^Password/), 'wrong');
    await user.click(inDialog().getByRole('button', { name: 'Sign in and add my watch' }));
    expect(
      await inDialog().findByText(
        /The account sign-in was incorrect or your account is disabled temporarily/,
      ),
    ).toBeInTheDocument();
    server.use(http.post(contractUrl('loginCustomer'), () => HttpResponse.error()));
    await user.click(inDialog().getByRole('button', { name: 'Sign in and add my watch' }));
    expect(await inDialog().findByText('Could not authenticate. Please try again later')).toBeInTheDocument();
    expect(stepCode()).toBe('login_form');
  });

  test('creating an account hides the modal; once the account exists the watch is registered', async () => {
    server.use(http.post(contractUrl('checkWatchSerial'), () => HttpResponse.json(serialAnswer(0))));
    const registrations = record('registerWatch', 'registered');
    const { user, store } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4K7Q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(stepCode()).toBe('serial_confirmation'));
    await user.click(inDialog().getByLabelText(/I confirm that this watch is mine/));
    await user.click(inDialog().getByRole('button', { name: 'Add to my collection' }));
    await user.click(inDialog().getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: /Create an account/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Register my watch/ })).not.toBeInTheDocument();
    // The registration feature announces the new account, then its modal closes.
    act(() => void store.dispatch(accountCreated()));
    await waitFor(() => expect(registrations).toHaveLength(1));
    act(() => void store.dispatch(registrationDismissed()));
    expect(await screen.findByRole('dialog', { name: /Register my watch/ })).toBeInTheDocument();
    expect(stepCode()).toBe('register_confirmation');
  });
});
