import type { components } from '../../common/contract/schema.gen';
import { createTestApp, type TestApp } from '../test-utils/test-app';

type MainMenu = components['schemas']['MainMenu'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const menuOf = async (storeCode: string) => {
  const res = await t.app.inject({ url: `/rest/${storeCode}/V1/caseback-menu` });
  expect(res.statusCode).toBe(200);
  return res.json() as MainMenu;
};

describe('main menu', () => {
  it('gives the categories of the menu, then the configured entries, each with its display mode', async () => {
    const { items } = await menuOf('en-int');
    expect(items.map((i) => [i.name, i.display_mode])).toEqual([
      ['Watches', 'grid'],
      ['Straps', 'grid'],
      ['The House', 'html'],
      ['Services', 'list'],
      ['Boutiques', 'link'],
    ]);
    const watches = items[0]!;
    expect(watches.full_url).toBe('/en-int/watches');
    expect(watches.children.map((c) => c.name)).toContain('Heritage');
    expect(watches.children.every((c) => c.level === 2 && c.full_url.startsWith('/en-int/watches/'))).toBe(
      true,
    );
    expect(items[4]!.full_url).toBe('/en-int/storelocator');
    expect(items[3]!.children.map((c) => c.full_url)).toContain('/en-int/registermywatch/register');
  });

  it('builds an html entry from escaped text only', async () => {
    const house = (await menuOf('en-int')).items.find((i) => i.display_mode === 'html')!;
    expect(house.html).toMatch(/^<p>Since 1887, Maison Aurèle has made watches/);
    expect(house.html).not.toMatch(/<(?!\/?p>)/);
  });

  it('gives the alternate menu with the spec ids and store paths of the asked store', async () => {
    const { alternate } = await menuOf('fr-ch');
    expect(alternate.map((i) => [i.entity_id, i.full_url])).toEqual([
      ['myAccount', '/fr-ch/customer/account'],
      ['storeLocator', '/fr-ch/storelocator'],
      ['registerMyWatch', '/fr-ch/registermywatch/register'],
    ]);
  });

  it('answers 404 for an unknown store', async () => {
    const res = await t.app.inject({ url: '/rest/xx-yy/V1/caseback-menu' });
    expect(res.statusCode).toBe(404);
  });
});
