import { keptPages, reloadWhenBackOnline, storeCodeOf, titleOf } from './offline';

const ORIGIN = 'https://shop.example';

/** Cache Storage as the worker leaves it: pages by URL, each with its HTML and the Date it was answered. */
function fakeCaches(stores: Record<string, Record<string, { html: string; date: string }>>) {
  return {
    keys: async () => Object.keys(stores),
    open: async (name: string) => ({
      keys: async () => Object.keys(stores[name] ?? {}).map((path) => ({ url: `${ORIGIN}${path}` })),
      match: async (request: { url: string }) => {
        const entry = stores[name]?.[new URL(request.url).pathname + new URL(request.url).search];
        return entry && { text: async () => entry.html, headers: new Headers({ date: entry.date }) };
      },
    }),
  };
}

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body></body></html>`;

describe('the offline page', () => {
  it('reads the store code of the address asked for', () => {
    expect(storeCodeOf('/fr-ch/montres')).toBe('fr-ch');
    expect(storeCodeOf('/en-int/')).toBe('en-int');
    expect(storeCodeOf('/ja-jp')).toBe('ja-jp');
    expect(storeCodeOf('/offline.html')).toBeNull();
    expect(storeCodeOf('/')).toBeNull();
  });

  it('names a kept page by its title, else by its address', () => {
    expect(titleOf(page('Heritage Chronograph 40 | Maison Aurèle'), '/en-int/x.html')).toBe(
      'Heritage Chronograph 40 | Maison Aurèle',
    );
    expect(titleOf('<html><head></head><body>no title</body></html>', '/en-int/x.html')).toBe(
      '/en-int/x.html',
    );
    // Character references read as the shopper sees them; an SVG's <title> in the body is not the page's.
    expect(
      titleOf(
        '<html><head><title data-x="1">Straps &amp; buckles &lt;40 mm&gt; &#8211; Maison Aurèle</title></head>' +
          '<body><svg><title>Close</title></svg></body></html>',
        '/en-int/straps.html',
      ),
    ).toBe('Straps & buckles <40 mm> – Maison Aurèle');
  });

  it('lists the pages kept for the store, newest first, without the one asked for or other stores', async () => {
    Object.assign(globalThis, {
      caches: fakeCaches({
        'caseback-pages-abc': {
          '/en-int/': { html: page('Maison Aurèle'), date: 'Fri, 27 Nov 2026 03:00:00 GMT' },
          '/en-int/heritage-chronograph-40.html': {
            html: page('Heritage Chronograph 40'),
            date: 'Fri, 27 Nov 2026 03:05:00 GMT',
          },
          '/en-int/watches?p=2': { html: page('Watches'), date: 'Fri, 27 Nov 2026 03:02:00 GMT' },
          '/fr-ch/': { html: page('Maison Aurèle – Suisse'), date: 'Fri, 27 Nov 2026 03:06:00 GMT' },
        },
        'caseback-catalogue-abc': {
          '/rest/en-int/V1/categories': { html: '{}', date: 'Fri, 27 Nov 2026 03:07:00 GMT' },
        },
      }),
    });
    const pages = await keptPages('en-int', '/en-int/watches?p=2');
    expect(pages.map(({ url, title }) => [url, title])).toEqual([
      ['/en-int/heritage-chronograph-40.html', 'Heritage Chronograph 40'],
      ['/en-int/', 'Maison Aurèle'],
    ]);
    expect(await keptPages('de-ch', '/de-ch/')).toEqual([]);
  });

  describe('back online', () => {
    /** A window as far as the page's reload cares: its events and whether the browser says it is online. */
    function windowWith(onLine: boolean) {
      const reload = jest.fn();
      const target = Object.assign(new EventTarget(), { navigator: { onLine } });
      reloadWhenBackOnline(target as unknown as Window, reload);
      const fire = (...types: string[]) => types.forEach((type) => target.dispatchEvent(new Event(type)));
      return { reload, fire };
    }

    it('reloads the page asked for', () => {
      const { reload, fire } = windowWith(true);
      fire('online');
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('leaves alone a shopper already opening another page', () => {
      const { reload, fire } = windowWith(true);
      fire('beforeunload', 'online');
      expect(reload).not.toHaveBeenCalled();
    });

    it('reloads again once the page is back from the back-forward cache', () => {
      const { reload, fire } = windowWith(true);
      fire('beforeunload', 'pageshow', 'online');
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('waits while the browser still says it is offline', () => {
      const { reload, fire } = windowWith(false);
      fire('online');
      expect(reload).not.toHaveBeenCalled();
    });
  });
});
