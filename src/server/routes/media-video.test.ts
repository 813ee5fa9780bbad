import { createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const localVideoUrls = async () => {
  const { rows } = await t.db.query<{ url: string; video_url: string }>(
    `select url, video_url from product_media where video_url like '/media/video/%'
     union select image_url as url, video_url from product_feature where video_url is not null`,
  );
  return rows;
};

describe('gallery films', () => {
  it('serves every mp4 the catalogue links to: small H.264 files, in byte ranges', async () => {
    const rows = await localVideoUrls();
    expect(rows.map((r) => r.video_url)).toContain('/media/video/heritage-chronograph.mp4');
    for (const { video_url: url } of rows) {
      const whole = await t.app.inject({ url });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/mp4');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      const bytes = whole.rawPayload;
      expect(bytes.length).toBeLessThan(400 * 1024);
      // An ISO base media file whose sample description is H.264 (avc1), which every browser plays.
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(bytes.includes(Buffer.from('avc1'))).toBe(true);

      const part = await t.app.inject({ url, headers: { range: 'bytes=0-1023' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-1023/${bytes.length}`);
      expect(part.rawPayload.equals(bytes.subarray(0, 1024))).toBe(true);
    }
  });

  it('serves each video item its poster as a JPEG', async () => {
    for (const { url } of await localVideoUrls()) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('serves nothing else from the folder, and nothing outside it', async () => {
    for (const url of [
      '/media/video/README.md',
      '/media/video/no-such-film.mp4',
      '/media/video/..%2F..%2Fdb%2Fmigrate.ts',
      '/media/video/../routes/media.ts',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });
});
