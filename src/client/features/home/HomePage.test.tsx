import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  contractUrl,
  currentUrl,
  dataLayerEvents,
  pageTypesPushed,
  renderApp,
  server,
} from '../../test-utils';

const STORY = {
  page_id: 1,
  title: 'The making of a dial',
  url: '/en-int/stories/the-making-of-a-dial',
};
const MALL_URL = 'https://lumen-mall.example/maison-aurele';

afterEach(() => jest.restoreAllMocks());

describe('home page (page type 1), drawn from the server’s content blocks', () => {
  test('content slider, product carousel, house note, stories and mall links, in the server’s order', async () => {
    renderApp('/en-int/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Swiss watchmakers since 1887' }),
    ).toBeInTheDocument();
    expect(pageTypesPushed()).toEqual([1]);
    expect(document.title).toBe('Maison Aurèle | Swiss watchmakers since 1887');

    const slider = await screen.findByRole('region', { name: 'Highlights' });
    expect(within(slider).getByRole('heading', { name: 'Swiss watchmakers since 1887' })).toBeInTheDocument();
    expect(within(slider).getByRole('link', { name: 'Discover the watches' })).toHaveAttribute(
      'href',
      '/en-int/watches',
    );

    const selected = screen.getByRole('region', { name: 'Selected watches' });
    const card = within(selected).getByRole('article');
    expect(within(card).getByRole('link', { name: 'Heritage Chronograph' })).toHaveAttribute(
      'href',
      '/en-int/heritage-chronograph.html',
    );
    expect(dataLayerEvents()).toContainEqual(
      expect.objectContaining({
        event: 'view_item_list',
        ecommerce: expect.objectContaining({ item_list_name: 'Home: Selected watches' }),
      }),
    );
    expect(within(selected).getByRole('link', { name: 'View all watches' })).toHaveAttribute(
      'href',
      '/en-int/watches',
    );

    expect(screen.getByText('A watch is measured in seconds, and made in years.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the house' })).toHaveAttribute(
      'href',
      '/en-int/the-house',
    );

    const stories = screen.getByRole('region', { name: 'From the workshop' });
    expect(within(stories).getByRole('link', { name: STORY.title })).toHaveAttribute('href', STORY.url);

    const mall = screen.getByRole('region', { name: 'Also on' });
    const link = within(mall).getByRole('link', { name: 'Maison Aurèle on Lumen Mall (opens in a new tab)' });
    expect(link).toHaveAttribute('href', MALL_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');

    const main = screen.getByRole('main');
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Swiss watchmakers since 1887',
      'Selected watches',
      'From the workshop',
      'Also on',
    ]);
  });

  test('the first slide’s picture loads first; slides out of view are inert; arrows and dots are labelled', async () => {
    const { container } = renderApp('/en-int/');
    const slider = await screen.findByRole('region', { name: 'Highlights' });
    const first = within(slider).getByRole('group', { name: 'Slide 1 of 2' });
    const picture = first.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/media/hero/1.svg');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('loading', 'eager');
    const hidden = [...container.querySelectorAll('.content-slider .slick-slide[aria-hidden="true"]')];
    expect(hidden.length).toBeGreaterThan(0);
    for (const slide of hidden) expect(slide).toHaveAttribute('inert');
    expect(hidden.some((slide) => slide.querySelector('img[src="/media/hero/2.svg"][loading="lazy"]'))).toBe(
      true,
    );
    expect(within(slider).getByRole('button', { name: 'Next slide' })).toBeEnabled();
    expect(within(slider).getByRole('button', { name: 'Slide 1 of 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('the autoplaying slider can be paused and played again', async () => {
    const { user } = renderApp('/en-int/');
    const slider = await screen.findByRole('region', { name: 'Highlights' });
    await user.click(within(slider).getByRole('button', { name: 'Pause the slideshow' }));
    expect(within(slider).getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
  });

  test('stories are reported when seen and when clicked (page_id, title, url), then the story opens', async () => {
    const { user, router } = renderApp('/en-int/');
    const stories = await screen.findByRole('region', { name: 'From the workshop' });
    expect(dataLayerEvents()).toContainEqual({ event: 'stories', action: 'impression', stories: [STORY] });
    await user.click(within(stories).getByRole('link', { name: STORY.title }));
    expect(dataLayerEvents()).toContainEqual({ event: 'stories', action: 'click', ...STORY });
    expect(await screen.findByRole('heading', { level: 1, name: STORY.title })).toBeInTheDocument();
    expect(currentUrl(router)).toBe(STORY.url);
  });

  test('a marketplace link is tracked first, then opens in a new tab after the 500 ms click delay', async () => {
    const tab = { opener: window as Window | null };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as Window);
    const { user } = renderApp('/en-int/');
    const mall = await screen.findByRole('region', { name: 'Also on' });
    const clickedAt = Date.now();
    await user.click(within(mall).getByRole('link', { name: /Lumen Mall/ }));
    expect(dataLayerEvents()).toContainEqual({
      event: 'mall_link',
      marketplace: 'Lumen Mall',
      url: MALL_URL,
    });
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(open).toHaveBeenCalledWith(MALL_URL, '_blank'));
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(490);
    expect(tab.opener).toBeNull();
  });

  test('a failed load says so and offers to try again', async () => {
    let calls = 0;
    server.use(
      http.get(contractUrl('getHomeContent'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 'internal_error', message: 'Boom' }, { status: 500 })
          : HttpResponse.json({ store_code: 'en-int', blocks: [] });
      }),
    );
    const { user } = renderApp('/en-int/');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this page.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(calls).toBe(2);
  });

  test('the header shows the brand logo linking home, and the footer lists the stores', async () => {
    renderApp('/en-int/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('img', { name: 'Maison Aurèle' }).closest('a')).toHaveAttribute(
      'href',
      '/en-int/',
    );
    // The footer is a lazy leaf (footer/LazySiteFooter.ts): it renders once its chunk is here.
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: /International/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  });
});
