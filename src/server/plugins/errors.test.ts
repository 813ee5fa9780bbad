import { createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('malformed requests', () => {
  it('answers 400 in the error shape for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/en-int/customer/ajax/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: 'body is not valid JSON',
      field: 'body',
    });
  });

  it('answers 415 for a body that is not JSON at all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/en-int/customer/ajax/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('names the failing query parameter', async () => {
    const res = await t.app.inject({ url: '/rest/en-int/V1/categories/3/products?p=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: 'query.p must be >= 1',
      field: 'query.p',
    });
  });

  it('answers unknown routes with a JSON 404, never a stack trace', async () => {
    const res = await t.app.inject({ url: '/rest/en-int/V1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('rejects oversized bodies with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/en-int/customer/ajax/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        username: 'a@example.com',
        password: 'x'.repeat(70_000),
        form_key: 'A'.repeat(16),
      }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('hides internal errors behind a generic message', async () => {
    const spy = jest
      .spyOn(t.db, 'query')
      .mockRejectedValueOnce(new Error('relation "secret_table" does not exist'));
    const res = await t.app.inject({ url: '/rest/en-int/V1/categories' });
    spy.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again later.',
    });
  });
});

describe('authentication challenges', () => {
  it('answers a signed-out session 401 with the Cookie challenge the contract documents', async () => {
    const res = await t.app.inject({
      url: '/rest/en-int/V1/carts/mine',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Cookie realm="caseback", cookie-name="caseback_session"');
  });
});
