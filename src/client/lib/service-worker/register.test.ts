import { linkStoreManifest } from './register';

/** The head's manifest link as a page names it, and the writes made to it (Chromium fetches on each). */
function manifestLink(href: string) {
  document.head.innerHTML = `<link rel="manifest" href="${href}">`;
  const link = document.head.querySelector('link') as HTMLLinkElement;
  const writes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => writes.push(...records));
  observer.observe(link, { attributes: true });
  return { link, writes: () => [...writes, ...observer.takeRecords()] };
}

describe("the store's manifest link", () => {
  test('is left alone when the page names the store’s manifest already: no second fetch', () => {
    const { link, writes } = manifestLink('/manifest.webmanifest?store=fr-ch');
    linkStoreManifest('fr-ch');
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest?store=fr-ch');
    expect(writes()).toHaveLength(0);
  });

  test('names the store’s manifest when the page names the shop’s default', () => {
    const { link, writes } = manifestLink('/manifest.webmanifest');
    linkStoreManifest('ja-jp');
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest?store=ja-jp');
    expect(writes()).toHaveLength(1);
  });

  test('outside a store, keeps the default', () => {
    const { link } = manifestLink('/manifest.webmanifest');
    linkStoreManifest(null);
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
  });
});
