import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { ShopIntlProvider } from './ShopIntlProvider';

const basket = {
  id: 'test.basket',
  defaultMessage: '{count, plural, one {# watch} other {# watches}} in your bag',
};
const notInAnyCatalogue = { id: 'test.nowhere', defaultMessage: 'Only in the code' };

function Probe() {
  const intl = useIntl();
  return (
    <p>
      {intl.formatMessage(basket, { count: 1 })} / {intl.formatMessage(basket, { count: 2 })} /{' '}
      {intl.formatMessage(notInAnyCatalogue)}
    </p>
  );
}

/** The errors react-intl built while the probe rendered (each one captures a stack trace: not free). */
function missingTranslationErrorsBuilt(run: () => void): number {
  const capture = jest.spyOn(Error, 'captureStackTrace');
  try {
    run();
    return capture.mock.calls.filter(([error]) => (error as { code?: string }).code === 'MISSING_TRANSLATION')
      .length;
  } finally {
    capture.mockRestore();
  }
}

describe('ShopIntlProvider', () => {
  it("reads English from the code's messages in the store's locale, building no missing-translation error", () => {
    const built = missingTranslationErrorsBuilt(() =>
      render(
        <ShopIntlProvider languageCode="en" locale="en-GB" fallback={null}>
          <Probe />
        </ShopIntlProvider>,
      ),
    );
    expect(
      screen.getByText('1 watch in your bag / 2 watches in your bag / Only in the code'),
    ).toBeInTheDocument();
    expect(built).toBe(0);
  });

  it('reports a message missing from a translation (the catalogue check keeps them out)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <ShopIntlProvider languageCode="fr" locale="fr-CH" fallback={<p>Loading</p>}>
          <Probe />
        </ShopIntlProvider>,
      );
      expect(await screen.findByText(/Only in the code/)).toBeInTheDocument();
      expect(error).toHaveBeenCalledWith(expect.stringContaining('test.nowhere'));
    } finally {
      error.mockRestore();
    }
  });
});
