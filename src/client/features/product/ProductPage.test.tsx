import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractUrl, renderApp, server } from '../../test-utils';
import { chronographInTwoSizes } from '../../test-utils/fixtures';

function answerChronograph() {
  server.use(
    http.get(contractUrl('getProductByUrlKey'), ({ params }) =>
      params.url_key === 'heritage-chronograph'
        ? HttpResponse.json(chronographInTwoSizes)
        : HttpResponse.json({ code: 'not_found', message: 'Not found.' }, { status: 404 }),
    ),
  );
}

const hiddenInput = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);

describe('product page (page type 3)', () => {
  test('shows breadcrumbs, name, collection, price, stock, description, specifications and meta', async () => {
    answerChronograph();
    renderApp('/en-int/heritage-chronograph.html?variant=102');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Heritage Chronograph' }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Heritage' })).toHaveAttribute(
      'href',
      '/en-int/watches/heritage',
    );
    expect(screen.getByText('€6,450.00')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByText('MA-HER-CHR-01-BLU-40')).toBeInTheDocument();
    expect(
      screen.getByText('Hand-wound, hand-finished, and regulated in six positions.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Water resistance').nextElementSibling).toHaveTextContent('100 m');
    expect(document.title).toBe('Heritage Chronograph | Maison Aurèle');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'A column-wheel chronograph whose dial recalls the 1950s.',
    );
    // A variant's URL names the product page as its one canonical address.
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/en-int/heritage-chronograph.html`,
    );
  });

  test('choosing a case-size tile switches price, RRP, stock, SKU, image and the hidden input', async () => {
    answerChronograph();
    const { user } = renderApp('/en-int/heritage-chronograph.html');
    const size40 = await screen.findByRole('button', { name: '40 mm' });
    expect(size40).toHaveAttribute('aria-pressed', 'true');
    expect(hiddenInput('super_attribute[case_size]')).toHaveValue('40');
    expect(hiddenInput('super_attribute[colour]')).toHaveValue('12');

    await user.click(screen.getByRole('button', { name: '42 mm' }));

    expect(screen.getByRole('button', { name: '42 mm' })).toHaveAttribute('aria-pressed', 'true');
    expect(size40).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('€6,950.00')).toBeInTheDocument();
    expect(screen.getByRole('deletion')).toHaveTextContent('€7,200.00');
    expect(screen.queryByText('€6,450.00')).not.toBeInTheDocument();
    expect(screen.getByText('MA-HER-CHR-01-BLU-42')).toBeInTheDocument();
    expect(screen.getByText('Out of stock', { selector: 'p' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Heritage Chronograph, midnight blue dial, 42 mm' }),
    ).toBeInTheDocument();
    expect(hiddenInput('super_attribute[case_size]')).toHaveValue('42');
  });

  test('?variant= preselects that variant', async () => {
    answerChronograph();
    renderApp('/en-int/heritage-chronograph.html?variant=104');
    expect(await screen.findByRole('button', { name: '42 mm' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('MA-HER-CHR-01-BLU-42')).toBeInTheDocument();
  });

  test('thumbnails switch the main image', async () => {
    answerChronograph();
    const { user } = renderApp('/en-int/heritage-chronograph.html');
    await user.click(
      await screen.findByRole('button', { name: /Show image 2 of 2: Heritage Chronograph, caseback/ }),
    );
    expect(screen.getByRole('img', { name: 'Heritage Chronograph, caseback' })).toBeInTheDocument();
  });
});
