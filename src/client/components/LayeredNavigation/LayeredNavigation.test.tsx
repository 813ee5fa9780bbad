import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ProductListing } from '../../api/catalog';
import { contractUrl, currentUrl, renderApp, server } from '../../test-utils';
import { KEY_COMMIT_DELAY_MS } from '../RangeSlider/useRangeSlider';
import { filteredWatches, unfilteredWatches } from './testListings';

const ROUTE = '/en-int/watches?colour=12&p=2';

/** The listing call answers per URL: with a colour filter the filtered listing, without it the reset one. */
function answerListings(answer: (query: URLSearchParams) => ProductListing = defaultAnswer) {
  server.use(
    http.get(contractUrl('listCategoryProducts'), ({ request }) =>
      HttpResponse.json(answer(new URL(request.url).searchParams)),
    ),
  );
}

/** Like the server: options are active when the URL asks for them, the slider shows the URL's range. */
function defaultAnswer(query: URLSearchParams): ProductListing {
  const base = query.has('colour') ? filteredWatches : unfilteredWatches;
  const chosen = (code: string) => query.get(code)?.split(',') ?? [];
  const [from, to] = query.get('price')?.split('-').map(Number) ?? [];
  return {
    ...base,
    filters: base.filters.map((filter) =>
      filter.type === 'checkbox'
        ? {
            ...filter,
            options: filter.options.map((o) => ({ ...o, active: chosen(filter.code).includes(o.value) })),
          }
        : {
            ...filter,
            slider: { ...filter.slider, from: from ?? filter.slider.from, to: to ?? filter.slider.to },
          },
    ),
  };
}

const group = (name: string) => screen.findByRole('group', { name });
const slider = (name: string) => screen.getByRole('slider', { name });

describe('checkbox filters (spec 2.2)', () => {
  test('one fieldset per filter, an option per checkbox with its count; active ones ticked', async () => {
    answerListings();
    renderApp(ROUTE);
    const colours = await group('Dial colour');
    expect(within(colours).getByRole('checkbox', { name: 'Midnight blue (3 products)' })).toBeChecked();
    expect(within(colours).getByRole('checkbox', { name: 'Silver (2 products)' })).not.toBeChecked();
    // An option nothing matches stays visible but cannot be chosen.
    expect(within(colours).getByRole('checkbox', { name: 'Champagne (0 products)' })).toBeDisabled();
    expect(within(await group('Collection')).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('complementary', { name: 'Filter by' })).toBeInTheDocument();
  });

  test('ticking an option goes to its apply URL, and the box is ticked at once', async () => {
    answerListings();
    const { user, router } = renderApp(ROUTE);
    const silver = within(await group('Dial colour')).getByRole('checkbox', { name: /^Silver/ });
    await user.click(silver);
    expect(currentUrl(router)).toBe('/en-int/watches?colour=12,13');
    expect(silver).toBeChecked();
  });

  test('unticking an option goes to its remove URL', async () => {
    answerListings();
    const { user, router } = renderApp(ROUTE);
    await user.click(within(await group('Dial colour')).getByRole('checkbox', { name: /^Midnight blue/ }));
    expect(currentUrl(router)).toBe('/en-int/watches');
  });
});

describe('price slider (spec 2.2, 5, 9)', () => {
  test("two handles, named and announced as prices, under the label '%1 - %2'", async () => {
    answerListings();
    renderApp(ROUTE);
    const price = await group('Price');
    expect(within(price).getByText('€3,000.00 - €13,000.00')).toBeInTheDocument();
    expect(slider('Minimum price')).toHaveAttribute('aria-valuetext', '€3,000.00');
    expect(slider('Maximum price')).toHaveAttribute('aria-valuetext', '€13,000.00');
  });

  test('the label follows a drag live; releasing sets price={from}-{to} on the current URL, page 1', async () => {
    answerListings();
    const { router } = renderApp(ROUTE);
    await group('Price');
    fireEvent.input(slider('Minimum price'), { target: { value: '4730' } });
    // Within 100 of the valid step 4800: it snaps there.
    expect(screen.getByText('€4,800.00 - €13,000.00')).toBeInTheDocument();
    expect(slider('Minimum price')).toHaveAttribute('aria-valuetext', '€4,800.00');
    expect(currentUrl(router)).toBe(ROUTE);

    fireEvent.change(slider('Minimum price'), { target: { value: '4730' } });
    expect(currentUrl(router)).toBe('/en-int/watches?colour=12&price=4800-13000');
  });

  test('the lower handle cannot pass the upper one', async () => {
    answerListings();
    const { router } = renderApp(ROUTE);
    await group('Price');
    fireEvent.change(slider('Maximum price'), { target: { value: '8000' } });
    fireEvent.change(slider('Minimum price'), { target: { value: '9500' } });
    expect(currentUrl(router)).toBe('/en-int/watches?colour=12&price=7995-8000');
  });

  test('keys move a handle without navigating; Enter commits', async () => {
    answerListings();
    const { user, router } = renderApp(ROUTE);
    await group('Price');
    slider('Maximum price').focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('€3,000.00 - €12,900.00')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(slider('Maximum price')).toHaveAttribute('aria-valuetext', '€12,795.00');
    expect(currentUrl(router)).toBe(ROUTE);
    await user.keyboard('{Enter}');
    expect(currentUrl(router)).toBe('/en-int/watches?colour=12&price=3000-12795');
  });

  test('keys commit on their own once they rest', async () => {
    answerListings();
    const { user, router } = renderApp(ROUTE);
    await group('Price');
    slider('Minimum price').focus();
    await user.keyboard('{End}');
    expect(screen.getByText('€12,995.00 - €13,000.00')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/en-int/watches?colour=12&price=12995-13000'), {
      timeout: KEY_COMMIT_DELAY_MS + 2000,
    });
  });
});

describe('reset (spec 2.2, 8)', () => {
  test("Clear all goes to the reset URL, then says 'Filter was successfully reset' once", async () => {
    answerListings();
    const { user, router } = renderApp(ROUTE);
    await user.click(await screen.findByRole('link', { name: 'Clear all' }));
    expect(currentUrl(router)).toBe('/en-int/watches');
    const message = await screen.findByText('Filter was successfully reset');
    expect(message.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Clear all' })).not.toBeInTheDocument());
    // The navigation state is spent: a reload or a step back to this entry shows no message.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(message).toBeInTheDocument();

    await user.click(within(await group('Dial colour')).getByRole('checkbox', { name: /^Silver/ }));
    expect(screen.queryByText('Filter was successfully reset')).not.toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(currentUrl(router)).toBe('/en-int/watches');
    expect(screen.queryByText('Filter was successfully reset')).not.toBeInTheDocument();
  });

  test('an empty category still offers the reset', async () => {
    answerListings(() => ({ ...filteredWatches, items: [], total_count: 0 }));
    const { user, router } = renderApp(ROUTE);
    expect(await screen.findByText("We can't find products matching the selection.")).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear all filters' }));
    expect(currentUrl(router)).toBe('/en-int/watches');
    expect(await screen.findByText('Filter was successfully reset')).toBeInTheDocument();
  });
});

describe('narrow screens: the Filter (n) drawer', () => {
  test('opens as a dialog with focus inside; Escape closes it and focus returns to the button', async () => {
    answerListings();
    const { user } = renderApp(ROUTE);
    const toggle = await screen.findByRole('button', { name: 'Filter (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Filter by' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close filters' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  test('the drawer keeps Tab inside and closes on "Show 40 products"', async () => {
    answerListings();
    const { user } = renderApp(ROUTE);
    await user.click(await screen.findByRole('button', { name: 'Filter (1)' }));
    const show = screen.getByRole('button', { name: 'Show 40 products' });
    show.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
    await user.click(show);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

test('the results are marked busy while the next listing loads', async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(contractUrl('listCategoryProducts'), async ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('colour') === '12,13') await held;
      return HttpResponse.json(defaultAnswer(query));
    }),
  );
  const { user, container } = renderApp(ROUTE);
  await user.click(within(await group('Dial colour')).getByRole('checkbox', { name: /^Silver/ }));
  const results = container.querySelector('.listing-layout__results');
  await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'true'));
  release();
  await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'false'));
});
