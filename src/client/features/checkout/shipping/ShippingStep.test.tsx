import { screen, waitFor, within } from '@testing-library/react';
import { POSTCODE_RULES } from '../../../../common/checkout/postcode';
import {
  addDays,
  formatPickupDisplay,
  pickupWindow,
  todayInTimeZone,
  toPickupValue,
} from '../../../../common/checkout/pickup';
import {
  chooseMethod,
  enter,
  field,
  fillAddress,
  openCheckout,
  recordPosts,
  rememberGuestCart,
  serveCheckoutConfig,
} from '../testing/checkoutFixtures';

const WARNING_CH =
  'Provided Zip/Postal Code seems to be invalid. Example: 1204; 8001. If you believe it is the right one you can ignore this notice.';
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

beforeEach(() => rememberGuestCart());

describe('address postcode check (spec 5)', () => {
  test("non-strict: an invalid postcode is a warning with the country's examples, and does not block", async () => {
    serveCheckoutConfig();
    const saved = recordPosts('saveGuestShippingInformation');
    const { user } = await openCheckout();
    await fillAddress(user, { postcode: '12345' });
    expect(POSTCODE_RULES.CH?.examples).toEqual(['1204', '8001']);
    expect(await screen.findByText(WARNING_CH)).toBeInTheDocument();
    expect(field(/^Zip\/Postal Code/)).toHaveAccessibleDescription(WARNING_CH);
    expect(field(/^Zip\/Postal Code/)).toHaveAttribute('aria-invalid', 'false');

    await chooseMethod(user, /Insured courier/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Review & Payments' });
    expect(saved).toMatchObject([{ addressInformation: { shipping_address: { postcode: '12345' } } }]);
  });

  test('the examples follow the country', async () => {
    serveCheckoutConfig();
    const { user } = await openCheckout();
    await user.selectOptions(field(/^Country/), 'United Kingdom');
    await enter(user, /^Zip\/Postal Code/, '12345');
    await user.tab();
    const examples = POSTCODE_RULES.GB?.examples.join('; ');
    expect(
      await screen.findByText(
        `Provided Zip/Postal Code seems to be invalid. Example: ${examples}. If you believe it is the right one you can ignore this notice.`,
      ),
    ).toBeInTheDocument();
  });

  test('strict: an invalid postcode is an error that blocks the step', async () => {
    serveCheckoutConfig((config) => {
      config.postcode.strict = true;
    });
    const saved = recordPosts('saveGuestShippingInformation');
    const { user } = await openCheckout();
    await fillAddress(user, { postcode: '12345' });
    await chooseMethod(user, /Insured courier/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const error = 'Provided Zip/Postal Code seems to be invalid. Example: 1204; 8001.';
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(screen.queryByText(WARNING_CH)).not.toBeInTheDocument();
    expect(field(/^Zip\/Postal Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Zip\/Postal Code/)).toHaveFocus();
    expect(saved).toEqual([]);

    await user.clear(field(/^Zip\/Postal Code/));
    await enter(user, /^Zip\/Postal Code/, '1204');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Review & Payments' });
    expect(saved).toHaveLength(1);
  });
});

describe('pickup date and time (spec 2.7, 5)', () => {
  const today = () => todayInTimeZone('Europe/Zurich');

  test('the fields exist only while the pickupdate method is chosen', async () => {
    serveCheckoutConfig();
    const { user } = await openCheckout();
    await chooseMethod(user, /Insured courier/);
    expect(screen.queryByLabelText(/^Pickup date/)).not.toBeInTheDocument();
    await chooseMethod(user, /Boutique pickup/);
    expect(screen.getByRole('group', { name: 'Pickup date and time' })).toBeInTheDocument();
    const time = field(/^Pickup time/);
    // The configured 60-minute steps, in order.
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a time', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00']);
    await chooseMethod(user, /Insured courier/);
    expect(screen.queryByLabelText(/^Pickup date/)).not.toBeInTheDocument();
  });

  test('only today + 7 to today + 29 (store time) can be picked; shown d/M/yy, sent yy-mm-dd with the time', async () => {
    serveCheckoutConfig();
    const saved = recordPosts('saveGuestShippingInformation');
    const { user } = await openCheckout();
    await fillAddress(user);
    await chooseMethod(user, /Boutique pickup/);
    const { first, last } = pickupWindow(today(), 7, 29);
    expect(
      screen.getByText(`Between ${formatPickupDisplay(first)} and ${formatPickupDisplay(last)} (d/M/yy).`),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose a date' }));
    expect(screen.getByRole('button', { name: longDate(first) })).toBeEnabled();
    expect(screen.getByRole('button', { name: longDate(last) })).toBeEnabled();
    for (const outside of [addDays(first, -1), addDays(last, 1)]) {
      const day = screen.queryByRole('button', { name: longDate(outside) });
      if (day) expect(day).toBeDisabled();
    }
    await user.click(screen.getByRole('button', { name: longDate(first) }));
    expect(field(/^Pickup date/)).toHaveValue(formatPickupDisplay(first));
    expect(field(/^Pickup date/)).toHaveFocus();
    await user.selectOptions(field(/^Pickup time/), '11:00');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Review & Payments' });
    expect(saved).toMatchObject([
      {
        addressInformation: {
          shipping_carrier_code: 'pickupdate',
          shipping_method_code: 'pickupdate',
          extension_attributes: {
            shipping_information: { pickup_date: toPickupValue(first), pickup_time: '11:00' },
          },
        },
      },
    ]);
    expect(screen.getByText(`${formatPickupDisplay(first)} at 11:00`, { exact: false })).toBeInTheDocument();
  });

  test('a typed date outside the window and a missing time block the step', async () => {
    serveCheckoutConfig();
    const saved = recordPosts('saveGuestShippingInformation');
    const { user } = await openCheckout();
    await fillAddress(user);
    await chooseMethod(user, /Boutique pickup/);
    const { first, last } = pickupWindow(today(), 7, 29);
    await enter(user, /^Pickup date/, formatPickupDisplay(addDays(first, -1)));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const message = `Please choose a pickup date between ${formatPickupDisplay(first)} and ${formatPickupDisplay(last)}.`;
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(
      within(field(/^Pickup time/).closest('div') as HTMLElement).getByText('This is a required field.'),
    ).toBeInTheDocument();

    await user.clear(field(/^Pickup date/));
    await enter(user, /^Pickup date/, formatPickupDisplay(addDays(last, 1)));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText(message)).toBeInTheDocument());
    expect(saved).toEqual([]);

    await user.clear(field(/^Pickup date/));
    await enter(user, /^Pickup date/, formatPickupDisplay(last));
    await user.selectOptions(field(/^Pickup time/), '17:00');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Review & Payments' });
    expect(saved).toMatchObject([
      {
        addressInformation: {
          extension_attributes: { shipping_information: { pickup_date: toPickupValue(last) } },
        },
      },
    ]);
  });
});
