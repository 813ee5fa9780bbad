import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  contractExample,
  contractUrl,
  currentUrl,
  dataLayerEvents,
  pageTypesPushed,
  renderApp,
  server,
} from '../../test-utils';

const ROUTE = '/en-int/stories/the-making-of-a-dial';

describe('story page (content page, page type 7)', () => {
  test('shows the story’s heading, date, sections and other stories, with its own title and description', async () => {
    renderApp(ROUTE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The making of a dial' }),
    ).toBeInTheDocument();
    expect(pageTypesPushed()).toEqual([7]);
    expect(document.title).toBe('The making of a dial | Maison Aurèle');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Forty-two steps between a blank disc of brass and the dial of a Heritage.',
    );
    expect(screen.getByText('14 September 2026')).toHaveAttribute('datetime', '2026-09-14');
    expect(screen.getByRole('img', { name: 'A guilloché dial under the lathe' })).toHaveAttribute(
      'src',
      '/media/stories/the-making-of-a-dial.svg',
    );
    expect(
      screen.getByText(
        'Every Heritage dial begins as a blank disc of brass, two tenths of a millimetre thick.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Guilloché by hand' })).toBeInTheDocument();
    expect(
      screen.getByText('The lathe is older than I am, and it will outlive me.').closest('blockquote'),
    ).not.toBeNull();
    expect(screen.getByText('Élise, dial maker')).toBeInTheDocument();
    // The contract example mentions no products: no empty "In this story" section.
    expect(screen.queryByRole('heading', { name: 'In this story' })).not.toBeInTheDocument();
  });

  test('shows the watches the story mentions with the shared product card', async () => {
    const page = contractExample<Record<string, unknown>>('getContentPage');
    const listing = contractExample<{ items: unknown[] }>('listCategoryProducts');
    server.use(
      http.get(contractUrl('getContentPage'), () =>
        HttpResponse.json({ ...page, related_products: listing.items }),
      ),
    );
    renderApp(ROUTE);
    const related = await screen.findByRole('region', { name: 'In this story' });
    expect(within(related).getByRole('link', { name: 'Heritage Chronograph' })).toHaveAttribute(
      'href',
      '/en-int/heritage-chronograph.html',
    );
  });

  test('a click on another story is reported (page_id, title, url) and opens it', async () => {
    const { user, router } = renderApp(ROUTE);
    const more = await screen.findByRole('navigation', { name: 'More stories' });
    await user.click(within(more).getByRole('link', { name: 'Ninety days of regulation' }));
    expect(dataLayerEvents()).toContainEqual({
      event: 'stories',
      action: 'click',
      page_id: 2,
      title: 'Ninety days of regulation',
      url: '/en-int/stories/ninety-days-of-regulation',
    });
    expect(currentUrl(router)).toBe('/en-int/stories/ninety-days-of-regulation');
  });

  test('an unknown story is the not-found page (page type 11)', async () => {
    server.use(
      http.get(contractUrl('getContentPage'), () =>
        HttpResponse.json({ code: 'not_found', message: 'No story.' }, { status: 404 }),
      ),
    );
    renderApp('/en-int/stories/no-such-story');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(pageTypesPushed()).toEqual([11]);
  });

  test('an identifier the contract cannot accept is not found without asking the server', async () => {
    let asked = false;
    server.use(
      http.get(contractUrl('getContentPage'), () => {
        asked = true;
        return HttpResponse.json({ code: 'validation_failed', message: 'Bad.' }, { status: 400 });
      }),
    );
    renderApp('/en-int/stories/Not_A_Story');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
