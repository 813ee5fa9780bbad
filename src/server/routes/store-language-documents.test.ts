import { cookieHeader, cookiesOf, createTestApp, type TestApp } from '../test-utils/test-app';

/** Mails and documents through the app: each is written in the language of the store it comes from. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
});
afterAll(() => t.close());

async function post(store: string, path: string, body: Record<string, string>, ip: string) {
  const session = await t.app.inject({ url: `/${store}/customer/section/load?sections=customer` });
  const jar = cookiesOf(session);
  return t.app.inject({
    method: 'POST',
    url: `/${store}${path}`,
    remoteAddress: ip,
    headers: { cookie: cookieHeader(jar), 'content-type': 'application/json' },
    payload: { ...body, form_key: jar.form_key },
  });
}

const lastMailTo = async (to: string) =>
  (
    await t.db.query<{ subject: string; text: string; html: string }>(
      'select subject, text, html from mail_outbox where lower(to_address) = lower($1) order by id desc limit 1',
      [to],
    )
  ).rows[0];

describe('mails in the language of the store they were asked from', () => {
  it('the password reset link requested in the Japanese store is written in Japanese', async () => {
    const res = await post(
      'ja-jp',
      '/customer/account/forgotpasswordpost',
      { email: 'kenji.sato@example.com' },
      '10.31.0.1',
    );
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo('kenji.sato@example.com');
    expect(mail?.subject).toBe('Maison Aurèle パスワード再設定のご案内');
    expect(mail?.text).toContain('https://shop.example/ja-jp/customer/account/createPassword?token=');
    expect(mail?.html).toContain('<html lang="ja">');
  });

  it('the contact form sent from the French-speaking Swiss store reaches the shop in French', async () => {
    const res = await post(
      'fr-ch',
      '/contact/index/post',
      { name: 'Inès Moreau', email: 'ines.moreau@example.com', telephone: '', comment: 'Bonjour' },
      '10.31.0.2',
    );
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo('contact@maison-aurele.example');
    expect(mail?.subject).toBe('Formulaire de contact\u00a0: Inès Moreau');
    expect(mail?.text).toContain(
      'Un message envoyé depuis la page de contact Maison Aurèle (boutique fr-ch).',
    );
  });
});

describe('the care documents in the language of the store that links them', () => {
  it('serves the warranty terms in German for ?store=de-ch, in English without a known store', async () => {
    const de = await t.app.inject({ url: '/media/care/warranty.html?store=de-ch' });
    expect(de.statusCode).toBe(200);
    expect(de.body).toContain('<html lang="de">');
    expect(de.body).toContain('internationale Garantie von 5 Jahren');
    const unknown = await t.app.inject({ url: '/media/care/warranty.html?store=xx-yy' });
    expect(unknown.body).toContain('international warranty of 5 years');
  });

  it('serves a user manual in Japanese for ?store=ja-jp', async () => {
    const ja = await t.app.inject({ url: '/media/manuals/ma-her-chr-01.html?store=ja-jp' });
    expect(ja.statusCode).toBe(200);
    expect(ja.body).toContain('<h2>時刻の合わせ方</h2>');
  });
});
