import { createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('generated imagery', () => {
  it('draws every product picture the catalogue links to, cacheably and without scripts', async () => {
    const { rows } = await t.db.query<{ url: string }>(
      "select url from product_media where media_type = 'image' order by id limit 5",
    );
    for (const { url } of rows) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body.startsWith('<svg')).toBe(true);
      expect(res.body).not.toMatch(/<script/i);
      const again = await t.app.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
  });

  it('answers 404 for an unknown SKU and 400 for a path outside the scheme', async () => {
    expect((await t.app.inject({ url: '/media/catalog/product/NO-SUCH-SKU/front.svg' })).statusCode).toBe(
      404,
    );
    const bad = await t.app.inject({ url: '/media/catalog/product/..%2F..%2Fetc/passwd' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('serves the logo and three hero scenes', async () => {
    expect((await t.app.inject({ url: '/media/brand/logo.svg' })).body).toContain('<svg');
    for (const n of [1, 2, 3])
      expect((await t.app.inject({ url: `/media/hero/${n}.svg` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/media/hero/4.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/gift-box.svg' })).body).toContain('presentation box');
  });
});
