import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractUrl, pageTypesPushed, renderApp, server } from '../../test-utils';

describe("the compatible straps page ('Buy straps' lands here)", () => {
  test("lists the watch's straps in the product grid, with a way back to the watch", async () => {
    const asked: string[] = [];
    server.use(
      // Records the call, then falls through to the contract's example.
      http.get(contractUrl('listCompatibleStraps'), ({ params }) => {
        asked.push(`${String(params.store_code)} ${String(params.sku)}`);
      }),
    );
    renderApp('/en-int/straps/compatible?sku=MA-HER-CHR-01');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Straps for the Heritage Chronograph' }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['en-int MA-HER-CHR-01']);
    expect(
      screen.getByText(/^1 strap fits this watch\. Each strap is sold without the watch/),
    ).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Straps for the Heritage Chronograph' });
    expect(
      within(grid).getByRole('link', { name: /Midnight blue alligator leather strap, 20 mm/ }),
    ).toHaveAttribute('href', '/en-int/midnight-blue-alligator-leather-strap-20-mm.html');
    expect(screen.getByRole('link', { name: 'Back to the Heritage Chronograph' })).toHaveAttribute(
      'href',
      '/en-int/heritage-chronograph.html',
    );
    expect(document.title).toBe('Straps for the Heritage Chronograph | Maison Aurèle');
    expect(pageTypesPushed()).toEqual([11]);
  });

  test('an unknown watch, or no SKU at all, is the not-found page', async () => {
    server.use(
      http.get(contractUrl('listCompatibleStraps'), () =>
        HttpResponse.json({ code: 'not_found', message: 'No watch with SKU "MA-NOPE-01".' }, { status: 404 }),
      ),
    );
    const { unmount } = renderApp('/en-int/straps/compatible?sku=MA-NOPE-01');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    unmount();
    renderApp('/en-int/straps/compatible');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
