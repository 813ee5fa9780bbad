import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test-utils';
import { postcodeLog } from '../../../lib/jp-postcode/postcodeLog';
import {
  enter,
  field,
  openCheckout,
  rememberGuestCart,
  serveCheckoutConfig,
} from '../testing/checkoutFixtures';
import { forgetJpPostalFiles, type JpPostalFile } from '../../../lib/jp-postcode/jpPostalData';
import { POSTAL_DATA_FAILED } from '../../../lib/jp-postcode/useJpPostcodeAutofill';

const FILES: Record<string, JpPostalFile> = {
  '150': { '1500001': ['13', '渋谷区', '', '神宮前'], '1500002': ['13', '渋谷区', '', '渋谷'] },
  '060': { '0600001': ['01', '札幌市', '中央区', '北一条西'] },
};
const TOKYO = '1013';
const HOKKAIDO = '1001';

/** Serves the postal data files and counts the requests per file. */
function servePostalData(answer?: (regionCode: string) => Response | Promise<Response>) {
  const requests: string[] = [];
  server.use(
    http.get(`${window.location.origin}/static-data/jp-postal/:file`, ({ params }) => {
      const regionCode = String(params.file).replace(/\.json$/, '');
      requests.push(regionCode);
      if (answer) return answer(regionCode);
      const file = FILES[regionCode];
      return file ? HttpResponse.json(file) : new HttpResponse(null, { status: 404 });
    }),
  );
  return requests;
}

async function openInJapan(change?: Parameters<typeof serveCheckoutConfig>[0]) {
  serveCheckoutConfig(change);
  const rendered = await openCheckout();
  await rendered.user.selectOptions(field(/^Country/), 'Japan');
  return rendered;
}

beforeEach(() => {
  rememberGuestCart();
  forgetJpPostalFiles();
});

describe('Japanese postcode autofill (spec 5)', () => {
  test('a full postcode fills region, city with its suffix and an empty street', async () => {
    servePostalData();
    const { user } = await openInJapan();
    await enter(user, /^Zip\/Postal Code/, '060-0001');
    await waitFor(() => expect(field(/^State\/Province/)).toHaveValue(HOKKAIDO));
    expect(field(/^City/)).toHaveValue('札幌市中央区');
    expect(field(/^Street Address 1/)).toHaveValue('北一条西');
  });

  test('filled fields are overwritten only where the override flag is set (region, city: yes; street: no)', async () => {
    const requests = servePostalData();
    const { user } = await openInJapan();
    await user.selectOptions(field(/^State\/Province/), HOKKAIDO);
    await enter(user, /^City/, 'Yokohama');
    await enter(user, /^Street Address 1/, '1-2-3 Minatomirai');
    await enter(user, /^Zip\/Postal Code/, '1500001');
    await waitFor(() => expect(field(/^State\/Province/)).toHaveValue(TOKYO));
    expect(field(/^City/)).toHaveValue('渋谷区');
    expect(field(/^Street Address 1/)).toHaveValue('1-2-3 Minatomirai');

    // The button fills again; the region's file is loaded once.
    await user.clear(field(/^Zip\/Postal Code/));
    await enter(user, /^Zip\/Postal Code/, '150-0002');
    await waitFor(() => expect(field(/^Zip\/Postal Code/)).toBeEnabled());
    await user.clear(field(/^Street Address 1/));
    await user.click(screen.getByRole('button', { name: 'Fill in the address from the postcode' }));
    await waitFor(() => expect(field(/^Street Address 1/)).toHaveValue('渋谷'));
    expect(requests).toEqual(['150']);
  });

  test('with no override flag, filled fields keep what the shopper typed', async () => {
    servePostalData();
    const { user } = await openInJapan((config) => {
      config.jp_postcode.override_filled = { region: false, city: false, street: false };
    });
    await enter(user, /^City/, 'Yokohama');
    await enter(user, /^Zip\/Postal Code/, '150-0001');
    await waitFor(() => expect(field(/^State\/Province/)).toHaveValue(TOKYO));
    expect(field(/^City/)).toHaveValue('Yokohama');
    expect(field(/^Street Address 1/)).toHaveValue('神宮前');
  });

  test('the postcode field waits while the data loads, then is given back', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    servePostalData(async (regionCode) => {
      await held;
      return HttpResponse.json(FILES[regionCode] ?? {});
    });
    const { user } = await openInJapan();
    await enter(user, /^Zip\/Postal Code/, '150-0001');
    await waitFor(() => expect(field(/^Zip\/Postal Code/)).toBeDisabled());
    release();
    await waitFor(() => expect(field(/^Zip\/Postal Code/)).toBeEnabled());
    expect(field(/^Zip\/Postal Code/)).toHaveFocus();
    expect(field(/^City/)).toHaveValue('渋谷区');
  });

  test("a failed load logs 'Could not get postal code information.' and enables the field again", async () => {
    const warn = jest.spyOn(postcodeLog, 'warn').mockImplementation(() => undefined);
    servePostalData(() => new HttpResponse(null, { status: 500 }));
    const { user } = await openInJapan();
    await enter(user, /^Zip\/Postal Code/, '150-0001');
    await waitFor(() => expect(warn).toHaveBeenCalledWith(POSTAL_DATA_FAILED));
    expect(POSTAL_DATA_FAILED).toBe('Could not get postal code information.');
    await waitFor(() => expect(field(/^Zip\/Postal Code/)).toBeEnabled());
    expect(field(/^City/)).toHaveValue('');
  });

  test('only for JP, and only when configuration enables it', async () => {
    const requests = servePostalData();
    const { user } = await openInJapan((config) => {
      config.jp_postcode.enabled_countries = [];
    });
    expect(
      screen.queryByRole('button', { name: 'Fill in the address from the postcode' }),
    ).not.toBeInTheDocument();
    await enter(user, /^Zip\/Postal Code/, '150-0001');
    await user.selectOptions(field(/^Country/), 'Switzerland');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    expect(field(/^City/)).toHaveValue('');
  });
});
