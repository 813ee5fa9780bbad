import { JSDOM } from 'jsdom';
import { e2eEnv } from './browser';
import { richResultErrors as richResultErrorsOfHtml } from '../../src/client/lib/structured-data/richResultsCheck';
import { jsonInHtml } from '../../src/common/json-in-html';

// A page as a crawler without JavaScript reads it: one plain request (curl's `Accept: */*`), the HTML parsed by
// jsdom with no script run, and what its head says (title, meta, canonical, hreflang, JSON-LD).

export interface FetchedPage {
  status: number;
  contentType: string;
  html: string;
  document: Document;
}

export async function fetchPage(path: string, accept = '*/*'): Promise<FetchedPage> {
  const response = await fetch(`${e2eEnv().baseUrl}${path}`, {
    headers: { Accept: accept, 'User-Agent': 'curl/8.5.0' },
    redirect: 'manual',
  });
  const html = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    html,
    document: new JSDOM(html).window.document,
  };
}

let origin: Promise<string> | null = null;

/**
 * The shop's public origin (PUBLIC_URL) that absolute URLs in a page's head are built on: not the address the
 * journeys reach the server at (127.0.0.1), so it is read where the server announces it, robots.txt's Sitemap.
 */
export function publicOrigin(): Promise<string> {
  origin ??= fetch(`${e2eEnv().baseUrl}/robots.txt`)
    .then((response) => response.text())
    .then((text) => {
      const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1];
      if (!sitemap) throw new Error(`robots.txt names no sitemap:\n${text}`);
      return new URL(sitemap).origin;
    });
  return origin;
}

export interface HeadFacts {
  lang: string | null;
  title: string | null;
  description: string | null;
  robots: string | null;
  canonical: string | null;
  /** Open Graph (`og:*`) and Twitter (`twitter:*`) tags by name. */
  social: Record<string, string>;
  /** `[hreflang, href]` of every alternate link, in document order. */
  alternates: [string, string][];
  jsonLd: Record<string, unknown>[];
}

const attr = (document: Document, selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name) ?? null;

export function headFacts(document: Document): HeadFacts {
  const head = document.head;
  const titles = head.querySelectorAll('title');
  if (titles.length > 1) throw new Error(`${titles.length} <title> elements in the head`);
  const social: Record<string, string> = {};
  for (const meta of head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')) {
    const name = meta.getAttribute('property') ?? meta.getAttribute('name') ?? '';
    if (name in social) throw new Error(`${name} twice in the head`);
    social[name] = meta.getAttribute('content') ?? '';
  }
  return {
    lang: document.documentElement.getAttribute('lang'),
    title: titles[0]?.textContent ?? null,
    description: attr(document, 'head meta[name="description"]', 'content'),
    robots: attr(document, 'head meta[name="robots"]', 'content'),
    canonical: attr(document, 'head link[rel="canonical"]', 'href'),
    social,
    alternates: [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang') ?? '',
      link.getAttribute('href') ?? '',
    ]),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    ),
  };
}

/** The page's JSON-LD objects of one schema.org type. */
export const ofType = (facts: HeadFacts, type: string) =>
  facts.jsonLd.filter((data) => data['@type'] === type);

/**
 * Google's rich-results errors in the page's JSON-LD, by the storefront's one check
 * (src/client/lib/structured-data/richResultsCheck.ts: Adobe's validator, ERROR severity only, and why).
 */
export async function richResultErrors(facts: HeadFacts): Promise<string[]> {
  const scripts = facts.jsonLd.map(
    (data) => `<script type="application/ld+json">${jsonInHtml(data)}</script>`,
  );
  return richResultErrorsOfHtml(scripts.join(''));
}

/** The text of the first element matching `selector` in the page's main content, spaces collapsed. */
export const mainText = (document: Document, selector: string): string | null => {
  const element = document.querySelector(`main ${selector}`);
  return element ? (element.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
};

/** The state the browser hydrates from: the server render's API cache, by query key. */
export function serverState(document: Document): Record<string, { status: string; data?: unknown }> {
  const element = document.getElementById('caseback-state');
  if (!element) throw new Error('no #caseback-state in the page');
  const state = JSON.parse(element.textContent ?? '') as {
    api: { queries: Record<string, { status: string; data?: unknown }> };
  };
  return state.api.queries;
}

export const BRAND = 'Maison Aurèle';

/** The stores' hreflang (config/stores.ts): International is the plain language and the x-default. */
const STORES = [
  ['en', 'en-int'],
  ['en-GB', 'en-gb'],
  ['en-US', 'en-us'],
  ['de-CH', 'de-ch'],
  ['fr-CH', 'fr-ch'],
  ['fr-FR', 'fr-fr'],
  ['ja-JP', 'ja-jp'],
] as const;

/** Each store's copy of a page (`rest` below the store code), then the x-default: International's. */
export const alternatesOf = (origin: string, rest: string): [string, string][] => [
  ...STORES.map(([hreflang, code]): [string, string] => [hreflang, `${origin}/${code}/${rest}`]),
  ['x-default', `${origin}/en-int/${rest}`],
];

export async function page(path: string): Promise<FetchedPage & { head: HeadFacts }> {
  const fetched = await fetchPage(path);
  return { ...fetched, head: headFacts(fetched.document) };
}

/** The head a shared link reads: the same title and description as the page, and its canonical address. */
export function expectSocial(head: HeadFacts, type: 'website' | 'product', image: string | null): void {
  expect(head.social).toEqual({
    'og:type': type,
    'og:site_name': BRAND,
    'og:title': head.title,
    'og:description': head.description,
    ...(head.canonical ? { 'og:url': head.canonical } : {}),
    ...(image ? { 'og:image': image, 'twitter:image': image } : {}),
    'twitter:card': image ? 'summary_large_image' : 'summary',
    'twitter:title': head.title,
    'twitter:description': head.description,
  });
}

/** The names of the page's BreadcrumbList, home first. */
export const crumbNames = (head: HeadFacts) =>
  (ofType(head, 'BreadcrumbList')[0]?.itemListElement as { name: string }[] | undefined)?.map((c) => c.name);
