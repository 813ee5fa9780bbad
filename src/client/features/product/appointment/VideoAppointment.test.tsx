import { screen, within } from '@testing-library/react';
import { dataLayerEvents, renderApp } from '../../../test-utils';
import {
  answerEasyChallenges,
  answerSubmit,
  dialogButtons,
  installWebCrypto,
  setFormKeyCookie,
} from '../reservation/testing/serviceTesting';
import { APPOINTMENT_STORAGE_KEY } from './appointmentStorage';

const PRODUCT_PAGE = '/en-int/heritage-chronograph.html';
const TITLE = 'Make an online appointment with the Maison Aurèle Team';
const FALLBACK = 'There was a problem while making reservation. Please try again later.';

beforeAll(installWebCrypto);
beforeEach(() => {
  answerEasyChallenges();
  setFormKeyCookie();
});

async function openAppointment(view = renderApp(PRODUCT_PAGE)) {
  await view.user.click(await screen.findByRole('button', { name: 'Book an online appointment' }));
  await screen.findByRole('dialog', { name: TITLE });
  await screen.findByLabelText(/Title/);
  return view;
}

async function fillForm(user: Awaited<ReturnType<typeof openAppointment>>['user']) {
  await user.selectOptions(screen.getByLabelText(/Title/), 'Mrs.');
  const fields: [RegExp, string][] = [
    [/First Name/, 'Louise'],
    [/Last Name/, 'Martin'],
    [/Email/, 'louise.martin@example.com'],
    [/Phone Number/, '+33 6 55 50 18 87'],
  ];
  for (const [label, value] of fields) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByLabelText(/Sign up for our newsletter/));
  await user.click(screen.getByLabelText(/I accept the terms/));
}

describe('video appointment', () => {
  test("the form, then on true the success step with 'Close'; tracked with the sku", async () => {
    const calls = answerSubmit('saveVideoAppointment', true);
    const { user } = await openAppointment();
    expect(dialogButtons()).toEqual(['Submit']);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you. Your request has been sent.')).toBeInTheDocument();
    expect(dialogButtons()).toEqual(['Close']);
    expect(calls.sent).toEqual([
      {
        appointment: {
          civility: 'Mrs',
          customer_email: 'louise.martin@example.com',
          customer_firstname: 'Louise',
          customer_lastname: 'Martin',
          customer_phone: '+33 6 55 50 18 87',
          product_id: 102,
        },
        terms: true,
        newsletter: true,
        recaptcha: expect.stringMatching(/:\d+$/) as string,
      },
    ]);
    expect(dataLayerEvents()).toContainEqual({ event: 'video_appointment', sku: 'MA-HER-CHR-01-BLU-40' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test("the form is kept under 'video_appointment' and fills the form the next time it opens", async () => {
    answerSubmit('saveVideoAppointment', true);
    const view = await openAppointment();
    await fillForm(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Thank you. Your request has been sent.');
    const saved = JSON.parse(window.localStorage.getItem(APPOINTMENT_STORAGE_KEY) ?? 'null') as unknown;
    // Never the captcha, never the consent: those are given again each time.
    expect(saved).toEqual({
      civility: 'Mrs',
      customer_email: 'louise.martin@example.com',
      customer_firstname: 'Louise',
      customer_lastname: 'Martin',
      customer_phone: '+33 6 55 50 18 87',
      newsletter: true,
    });
    await view.user.click(screen.getByRole('button', { name: 'Close' }));

    await view.user.click(screen.getByRole('button', { name: 'Book an online appointment' }));
    const form = within(await screen.findByRole('dialog', { name: TITLE }));
    expect(await form.findByLabelText(/Title/)).toHaveDisplayValue('Mrs.');
    expect(form.getByLabelText(/First Name/)).toHaveValue('Louise');
    expect(form.getByLabelText(/Email/)).toHaveValue('louise.martin@example.com');
    expect(form.getByLabelText(/Sign up for our newsletter/)).toBeChecked();
    expect(form.getByLabelText(/I accept the terms/)).not.toBeChecked();
  });

  test('a stored form from an earlier visit pre-fills it; a broken one is ignored', async () => {
    window.localStorage.setItem(
      APPOINTMENT_STORAGE_KEY,
      JSON.stringify({ civility: 'Mx', customer_firstname: 'Sam', customer_phone: 42, recaptcha: 'x:1' }),
    );
    const view = await openAppointment();
    expect(screen.getByLabelText(/Title/)).toHaveDisplayValue('Mx.');
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Sam');
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('');
    view.unmount();

    window.localStorage.setItem(APPOINTMENT_STORAGE_KEY, '{not json');
    await openAppointment();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('');
  });

  test("unticked terms: 'This is a required field.' and nothing is sent", async () => {
    const calls = answerSubmit('saveVideoAppointment', true);
    const { user } = await openAppointment();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText(/I accept the terms/)).toHaveAccessibleDescription(
      'This is a required field.',
    );
    expect(calls.sent).toEqual([]);
  });

  test.each([
    ['{ success: true }', 200, { success: true }, FALLBACK],
    [
      'a refused form',
      422,
      {
        code: 'validation_failed',
        message: 'm',
        messages: { error: [{ message: 'This is a required field.' }] },
      },
      'This is a required field.',
    ],
    ['an ApiError', 429, { code: 'rate_limited', message: 'Too many requests.' }, 'Too many requests.'],
  ])(
    'an answer of %s stays on the form with the message of spec 8',
    async (_label, status, body, message) => {
      answerSubmit('saveVideoAppointment', body, status);
      const { user } = await openAppointment();
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(message);
      expect(dialogButtons()).toEqual(['Submit']);
      expect(dataLayerEvents().filter((e) => e.event === 'video_appointment')).toEqual([]);
    },
  );
});
