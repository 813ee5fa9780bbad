import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useRef } from 'react';
import { server } from '../../test-utils';
import { forgetJpPostalFiles } from './jpPostalData';
import { JP_AUTOFILL_BUTTON_ATTRIBUTE, useJpPostcodeAutofill } from './useJpPostcodeAutofill';

const TOKYO = { id: 1013, region_code: '13', value: '東京都' };
const button = { [JP_AUTOFILL_BUTTON_ATTRIBUTE]: '' };

/** A form whose address fields are rendered later than the autofill that binds to them. */
function LateForm({ fields, apply }: { fields: boolean; apply: (updates: object) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  useJpPostcodeAutofill({
    formRef,
    enabled: true,
    dataUrl: '/static-data/jp-postal/',
    regions: [TOKYO],
    override: { region: true, city: true, street: false },
    read: () => ({ region_id: '', city: '', 'street.0': '' }),
    apply,
  });
  return (
    <form ref={formRef}>
      {fields ? (
        <>
          <input aria-label="Postcode" name="postcode" defaultValue="150-0001" />
          <button type="button" {...button}>
            Fill
          </button>
          <select aria-label="Region" name="region_id" />
          <input aria-label="City" name="city" />
          <input aria-label="Street" name="street.0" />
        </>
      ) : null}
    </form>
  );
}

describe('autofill set-up when the fields come late (spec 9)', () => {
  beforeEach(() => {
    forgetJpPostalFiles();
    jest.useFakeTimers();
    server.use(
      http.get(`${window.location.origin}/static-data/jp-postal/150.json`, () =>
        HttpResponse.json({ '1500001': ['13', '渋谷区', '', '神宮前'] }),
      ),
    );
  });
  afterEach(() => jest.useRealTimers());

  test('binds at the retry after the fields appear (3 s, then 6 s later), not before', async () => {
    const apply = jest.fn();
    const { rerender } = render(<LateForm fields={false} apply={apply} />);
    act(() => jest.advanceTimersByTime(7000));
    rerender(<LateForm fields apply={apply} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fill' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(apply).not.toHaveBeenCalled();

    // First retry at 3 s found nothing; the second comes 6 s after it, at 9 s.
    act(() => jest.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'Fill' }));
    await waitFor(() =>
      expect(apply).toHaveBeenCalledWith({ region_id: '1013', city: '渋谷区', 'street.0': '神宮前' }),
    );
  });
});
