import { createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('link preview pictures (og:image, twitter:image)', () => {
  it('a product picture as a 1200 x 630 PNG, which social networks show (they do not show SVG)', async () => {
    const res = await t.app.inject({ url: '/media/share/product/MA-NAV-GMT-03-BLK-41/front.png' });
    expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([
      200,
      'image/png',
      'public, max-age=86400',
    ]);
    const png = res.rawPayload;
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // IHDR: width and height, big-endian, right after the signature and the chunk's length and type.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('answers 404 for an unknown SKU and 400 for a name outside the scheme', async () => {
    expect((await t.app.inject({ url: '/media/share/product/NO-SUCH-SKU/front.png' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/media/share/product/MA-NAV-GMT-03-BLK-41/front.svg' })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/media/share/product/..%2Fetc/passwd.png' })).statusCode).toBe(400);
  });
});
