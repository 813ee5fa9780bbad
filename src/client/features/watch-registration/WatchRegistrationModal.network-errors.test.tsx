import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractExample, contractUrl, server } from '../../test-utils';
import { inDialog, openModal, prepareWatchRegistrationTests, stepCode, typeNumber } from './testing';

prepareWatchRegistrationTests();

describe('register my watch modal: network errors (spec 2.9, 8)', () => {
  test('network errors show the wording of spec 8 for each call', async () => {
    server.use(
      http.post(contractUrl('checkWatchSerial'), () => HttpResponse.error()),
      http.post(contractUrl('checkWatchCaseback'), () => HttpResponse.error()),
    );
    const { user } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4K7Q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    expect(
      await inDialog().findByText('Error verifying serial number, please try again later.'),
    ).toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: 'Caseback number' }));
    await typeNumber(user, /^Caseback number/, '2024117');
    await user.click(inDialog().getAllByRole('button', { name: 'Check' })[0]!);
    expect(
      await inDialog().findByText('Error verifying case back number, please try again later.'),
    ).toBeInTheDocument();
    server.use(
      http.post(contractUrl('checkWatchCaseback'), () =>
        HttpResponse.json({
          ...(contractExample('checkWatchCaseback', 'several') as object),
          customer_id: 7,
        }),
      ),
      http.post(contractUrl('registerWatch'), () => HttpResponse.error()),
    );
    await user.click(inDialog().getAllByRole('button', { name: 'Check' })[0]!);
    await waitFor(() => expect(stepCode()).toBe('caseback_watch_select'));
    await user.click(inDialog().getByRole('button', { name: /Héritage Automatique Ivory 38 mm/ }));
    await user.click(inDialog().getByLabelText(/I confirm that this watch is mine/));
    await user.click(inDialog().getByRole('button', { name: 'Add to my collection' }));
    expect(await inDialog().findByText('Error linking watch, please try again later.')).toBeInTheDocument();
    expect(stepCode()).toBe('serial_confirmation');
  });
});
