import { addListener } from '@reduxjs/toolkit';
import { act, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractExample, contractUrl, dataLayerEvents, server } from '../../test-utils';
import { watchRegistered } from '../../events/watch-registration';
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

prepareWatchRegistrationTests();

describe('register my watch modal: a signed-in customer registers (spec 2.9, 4)', () => {
  test('a signed-in customer registers by serial: check, agreement, newsletter, confirmation', async () => {
    const checks = record('checkWatchSerial');
    server.use(http.post(contractUrl('checkWatchSerial'), () => HttpResponse.json(serialAnswer(7))));
    const registrations = record('registerWatch', 'registered');
    const { user } = await openModal();
    await typeNumber(user, /^Serial number/, 'ma2c4k7q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(stepCode()).toBe('serial_confirmation'));
    expect(checks).toHaveLength(0);
    expect(inDialog().getByText('Héritage Chronographe Blue 40 mm')).toBeInTheDocument();
    expect(inDialog().getByText('MA2C4K7Q1')).toBeInTheDocument();
    await user.click(inDialog().getByLabelText(/I confirm that this watch is mine/));
    await user.click(inDialog().getByLabelText(/Keep me informed/));
    await user.click(inDialog().getByRole('button', { name: 'Add to my collection' }));
    await waitFor(() => expect(stepCode()).toBe('register_confirmation'));
    expect(inDialog().getByText('Your watch has been added to your collection.')).toBeInTheDocument();
    expect(registrations).toEqual([
      {
        serial: 'MA2C4K7Q1',
        sku: 'MA-HER-CHR-01-BLU-40',
        newsletter_subscribe: 1,
        store_id: 1,
        form_key: FORM_KEY,
      },
    ]);
    expect(inDialog().getByRole('link', { name: 'Go to my watches' })).toHaveAttribute(
      'href',
      '/en-int/registermywatch/customer/index',
    );
    expect(inDialog().getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en-int/contact');
    expect(dataLayerEvents()).toEqual(
      expect.arrayContaining([
        {
          event: 'watch_registration',
          watch_registration_step: 'serial_confirmation',
          watch_registration_method: 'serial',
        },
        {
          event: 'watch_registration',
          watch_registration_status: 'success',
          watch_registration_method: 'serial',
          product_sku: 'MA-HER-CHR-01-BLU-40',
        },
      ]),
    );
  });

  test('caseback with several products: the shopper picks one, shown with name and image', async () => {
    const registrations = record('registerWatch', 'registered');
    server.use(
      http.post(contractUrl('checkWatchCaseback'), () =>
        HttpResponse.json({
          ...(contractExample('checkWatchCaseback', 'several') as object),
          customer_id: 7,
        }),
      ),
    );
    const { user } = await openModal();
    await user.click(inDialog().getByRole('button', { name: 'Caseback number' }));
    expect(inDialog().getByRole('button', { name: 'Caseback number' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await typeNumber(user, /^Caseback number/, '1887001');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(stepCode()).toBe('caseback_watch_select'));
    const choices = inDialog().getByRole('list', { name: 'Watches with this caseback number' });
    expect(within(choices).getAllByRole('button')).toHaveLength(2);
    expect(within(choices).getByText('Héritage Automatique Ivory 38 mm')).toBeInTheDocument();
    expect(choices.querySelector('img')).toHaveAttribute(
      'src',
      '/media/catalog/product/MA-HER-AUT-02-IVO-38.svg',
    );
    await user.click(within(choices).getByRole('button', { name: /Méridien Automatique Black 40 mm/ }));
    expect(stepCode()).toBe('serial_confirmation');
    await user.click(inDialog().getByLabelText(/I confirm that this watch is mine/));
    await user.click(inDialog().getByRole('button', { name: 'Add to my collection' }));
    await waitFor(() => expect(stepCode()).toBe('register_confirmation'));
    expect(registrations[0]).toMatchObject({
      serial: '',
      sku: 'MA-MER-AUT-02-BLK-40',
      newsletter_subscribe: 0,
    });
  });

  test('Add to my collection without the agreement highlights the agreement area for 2 s', async () => {
    server.use(http.post(contractUrl('checkWatchSerial'), () => HttpResponse.json(serialAnswer(7))));
    const registrations = record('registerWatch', 'registered');
    const { user } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4K7Q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(stepCode()).toBe('serial_confirmation'));
    const area = document.getElementById('watch-agreement-area')!;
    jest.useFakeTimers();
    try {
      act(() => inDialog().getByRole('button', { name: 'Add to my collection' }).click());
      expect(area).toHaveAttribute('data-invalid', 'true');
      expect(inDialog().getByLabelText(/I confirm that this watch is mine/)).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      act(() => void jest.advanceTimersByTime(WATCH_REGISTRATION_TIMINGS.agreementErrorMs - 1));
      expect(area).toHaveAttribute('data-invalid', 'true');
      act(() => void jest.advanceTimersByTime(1));
      expect(area).toHaveAttribute('data-invalid', 'false');
    } finally {
      jest.useRealTimers();
    }
    expect(registrations).toHaveLength(0);
    expect(stepCode()).toBe('serial_confirmation');
  });

  test("register answered false shows the server's message; success tells my watches", async () => {
    server.use(http.post(contractUrl('checkWatchSerial'), () => HttpResponse.json(serialAnswer(7))));
    record('registerWatch', 'mine');
    const { user, store } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4K7Q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(stepCode()).toBe('serial_confirmation'));
    await user.click(inDialog().getByLabelText(/I confirm that this watch is mine/));
    await user.click(inDialog().getByRole('button', { name: 'Add to my collection' }));
    expect(await inDialog().findByText('This watch is already in your collection.')).toBeInTheDocument();
    const registered: unknown[] = [];
    store.dispatch(
      addListener({
        actionCreator: watchRegistered,
        effect: (action) => void registered.push(action.payload),
      }),
    );
    record('registerWatch', 'registered');
    await user.click(inDialog().getByRole('button', { name: 'Add to my collection' }));
    await waitFor(() => expect(stepCode()).toBe('register_confirmation'));
    expect(registered).toEqual([{ serial: 'MA2C4K7Q1', sku: 'MA-HER-CHR-01-BLU-40' }]);
  });
});
