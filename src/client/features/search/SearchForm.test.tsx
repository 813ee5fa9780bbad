import { screen } from '@testing-library/react';
import { currentUrl, dataLayerEvents, renderWithProviders } from '../../test-utils';
import { SearchForm } from './SearchForm';

const searchEvents = () => dataLayerEvents().filter((event) => event.event === 'search');

async function renderSearch() {
  const rendered = renderWithProviders(<SearchForm />, { route: '/en-int/watches' });
  const input = await screen.findByRole('searchbox', { name: 'Search the catalogue' });
  return { ...rendered, input };
}

describe('header search (spec 2.1, 5)', () => {
  test('submits the trimmed term, URI-encoded, to catalogsearch/result', async () => {
    const { user, input, router } = await renderSearch();
    await user.type(input, '  Heritage & Co 40mm ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentUrl(router)).toBe('/en-int/catalogsearch/result/?q=Heritage%20%26%20Co%2040mm');
  });

  test('Enter in the field submits', async () => {
    const { user, input, router } = await renderSearch();
    await user.type(input, 'moonphase{Enter}');
    expect(currentUrl(router)).toBe('/en-int/catalogsearch/result/?q=moonphase');
  });

  test('Enter on the search icon button submits', async () => {
    const { user, input, router } = await renderSearch();
    await user.type(input, 'riviera');
    screen.getByRole('button', { name: 'Search' }).focus();
    await user.keyboard('{Enter}');
    expect(currentUrl(router)).toBe('/en-int/catalogsearch/result/?q=riviera');
  });

  test.each([[''], ['    ']])('an empty or blank term (%j) is not submitted', async (term) => {
    const { user, input, router } = await renderSearch();
    if (term) await user.type(input, term);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentUrl(router)).toBe('/en-int/watches');
    expect(searchEvents()).toEqual([]);
    expect(input).toHaveFocus();
  });

  test('a term of 3 characters or more (after trimming) is sent to analytics', async () => {
    const { user, input } = await renderSearch();
    await user.type(input, '  gmt {Enter}');
    expect(searchEvents()).toEqual([{ event: 'search', search_term: 'gmt' }]);
  });

  test('a shorter term is searched but not tracked', async () => {
    const { user, input, router } = await renderSearch();
    await user.type(input, ' 42 {Enter}');
    expect(currentUrl(router)).toBe('/en-int/catalogsearch/result/?q=42');
    expect(searchEvents()).toEqual([]);
  });
});
