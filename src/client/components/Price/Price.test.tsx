import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatPrice } from '../../../common/money';
import { contractUrl, renderWithProviders, server } from '../../test-utils';
import { jaJpStoreConfig } from '../../test-utils/fixtures';
import { Price } from './Price';

describe('prices in the store locale', () => {
  test('en-GB, EUR: minor units with two decimals', async () => {
    renderWithProviders(<Price price={{ currency: 'EUR', amount: 645000, rrp: null }} />);
    expect(await screen.findByText('€6,450.00')).toBeInTheDocument();
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
  });

  test('ja-JP, JPY: yen have no minor unit', async () => {
    server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(jaJpStoreConfig)));
    renderWithProviders(<Price price={{ currency: 'JPY', amount: 880000, rrp: null }} />, {
      route: '/ja-jp/',
    });
    expect(await screen.findByText('￥880,000')).toBeInTheDocument();
  });

  test('a higher recommended retail price is struck through beside the price', async () => {
    renderWithProviders(<Price price={{ currency: 'EUR', amount: 480000, rrp: 520000 }} />);
    expect(await screen.findByText('€4,800.00')).toBeInTheDocument();
    expect(screen.getByRole('deletion')).toHaveTextContent('€5,200.00');
  });

  test('an RRP equal to the price is not shown', async () => {
    renderWithProviders(<Price price={{ currency: 'EUR', amount: 480000, rrp: 480000 }} />);
    expect(await screen.findByText('€4,800.00')).toBeInTheDocument();
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
  });

  test('formatPrice itself, for the record', () => {
    expect(formatPrice(645000, 'EUR', 'en-GB')).toBe('€6,450.00');
    expect(formatPrice(880000, 'JPY', 'ja-JP')).toBe('￥880,000');
  });
});
