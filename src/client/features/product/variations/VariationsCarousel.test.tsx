import { screen, within } from '@testing-library/react';
import { currentUrl, renderApp } from '../../../test-utils';

// The contract's example: two cards (Heritage Chronograph, itself; Navigator Chronograph) and three
// filters: Steel [101], Titanium [109] and "The Heritage collection", which links to the collection page.
const PAGE = '/en-int/heritage-chronograph.html';

const carousel = () => screen.getByRole('region', { name: 'Variations' });
const filter = (name: string) => within(carousel()).getByRole('button', { name });
const shown = () => [...carousel().querySelectorAll('.variation-card__name')].map((n) => n.textContent);

describe('variations carousel filters (spec 4 "Product-page variation filter")', () => {
  test('with no active filter every variation shows, with its price, size and stock', async () => {
    renderApp(PAGE);
    await screen.findByRole('region', { name: 'Variations' });
    expect(shown()).toEqual(['Heritage Chronograph', 'Navigator Chronograph']);
    expect(within(carousel()).getByText('€7,900.00')).toBeInTheDocument();
    expect(within(carousel()).getByText('42 mm')).toBeInTheDocument();
    expect(filter('Steel')).toHaveAttribute('aria-pressed', 'false');
  });

  test('a click makes a filter active and shows only its products; clicking it again clears it', async () => {
    const { user } = renderApp(PAGE);
    await screen.findByRole('region', { name: 'Variations' });
    await user.click(filter('Titanium'));
    expect(filter('Titanium')).toHaveAttribute('aria-pressed', 'true');
    expect(shown()).toEqual(['Navigator Chronograph']);
    expect(screen.getByText('1 of 2 variations shown')).toBeInTheDocument();

    await user.click(filter('Steel'));
    expect(filter('Titanium')).toHaveAttribute('aria-pressed', 'false');
    expect(shown()).toEqual(['Heritage Chronograph']);

    await user.click(filter('Steel'));
    expect(filter('Steel')).toHaveAttribute('aria-pressed', 'false');
    expect(shown()).toEqual(['Heritage Chronograph', 'Navigator Chronograph']);
  });

  test('Enter on a filter that is not active acts as a click; on the active one it does nothing', async () => {
    const { user } = renderApp(PAGE);
    await screen.findByRole('region', { name: 'Variations' });
    filter('Titanium').focus();
    await user.keyboard('{Enter}');
    expect(filter('Titanium')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(filter('Titanium')).toHaveAttribute('aria-pressed', 'true');
    expect(shown()).toEqual(['Navigator Chronograph']);
    // Space is still a click, so the active filter can be cleared from the keyboard.
    await user.keyboard(' ');
    expect(filter('Titanium')).toHaveAttribute('aria-pressed', 'false');
  });

  test('a filter with a url navigates there', async () => {
    const { user, router } = renderApp(PAGE);
    await screen.findByRole('region', { name: 'Variations' });
    await user.click(filter('The Heritage collection'));
    expect(currentUrl(router)).toBe('/en-int/watches/heritage');
  });
});
