import { contactMail } from '../contact/contact-form';
import { confirmationMail, unsubscribedMail } from '../newsletter/newsletter-mails';
import { passwordResetMail } from '../password-reset/reset-mail';
import { welcomeMail } from '../registration/welcome-mail';
import { appointmentRequestMail } from '../reservation/appointment-mail';
import { reservationConfirmationMail, reservationNoticeMail } from '../reservation/reservation-mails';
import type { ShopRecord } from '../reservation/shops';
import { returnLabelMail } from '../return-label/label-mail';
import { restockMail } from '../stock-alert/restock-mail';
import type { MailLocale } from './mail-locale';

const FR: MailLocale = { languageCode: 'fr', locale: 'fr-CH' };
const DE: MailLocale = { languageCode: 'de', locale: 'de-CH' };
const JA: MailLocale = { languageCode: 'ja', locale: 'ja-JP' };
const lines = (text: string | undefined) => (text ?? '').split('\n');

const restock = (store: MailLocale & { code: string; currencyCode: string }, amount: number) =>
  restockMail({
    to: 'client@example.com',
    product: {
      id: 7,
      sku: 'MA-ATL-TOU-40',
      name: 'Atelier Tourbillon',
      urlKey: 'atelier-tourbillon-40',
      isVariation: false,
      image: { url: '/media/t.svg', alt: 'Atelier Tourbillon' },
    },
    store,
    amount,
    publicUrl: 'https://shop.example',
  });

describe('the back-in-stock mail', () => {
  it('speaks the shopper’s store language, with its price in the store’s currency', () => {
    const fr = restock({ ...FR, code: 'fr-ch', currencyCode: 'CHF' }, 4_850_000);
    expect(fr.subject).toBe('De retour en stock\u00a0: Atelier Tourbillon');
    expect(lines(fr.text)).toEqual(
      expect.arrayContaining([
        'Atelier Tourbillon est de nouveau disponible.',
        'Référence MA-ATL-TOU-40',
        '48\u202f500.00\u00a0CHF',
        'Le découvrir dans la boutique\u00a0: https://shop.example/fr-ch/atelier-tourbillon-40.html',
      ]),
    );
    expect(fr.html).toContain('>Voir dans la boutique</a>');

    const de = restock({ ...DE, code: 'de-ch', currencyCode: 'CHF' }, 4_850_000);
    expect(de.subject).toBe('Wieder verfügbar: Atelier Tourbillon');
    expect(de.html).toContain('<h1>Atelier Tourbillon ist wieder verfügbar</h1>');
    expect(de.html).toMatch(/CHF\s48&#39;500\.00/);

    const ja = restock({ ...JA, code: 'ja-jp', currencyCode: 'JPY' }, 7_800_000);
    expect(ja.subject).toBe('再入荷のお知らせ：Atelier Tourbillon');
    expect(lines(ja.text)).toEqual(expect.arrayContaining(['品番 MA-ATL-TOU-40', '￥7,800,000']));
  });
});

describe('the password reset mail', () => {
  const mail = (store: MailLocale, storeCode: string) =>
    passwordResetMail({
      to: 'client@example.com',
      firstname: 'Louise',
      token: 'tok',
      storeCode,
      store,
      publicUrl: 'https://shop.example',
      lifetimeS: 3600,
    });

  it('is French, German or Japanese after the store the request came from', () => {
    const fr = mail(FR, 'fr-ch');
    expect(fr.subject).toBe('Réinitialisation de votre mot de passe Maison Aurèle');
    expect(lines(fr.text)[0]).toBe('Bonjour Louise,');
    expect(fr.html).toContain('dans les 60 prochaines minutes');
    expect(mail(DE, 'de-ch').subject).toBe('Ihr Passwort für Maison Aurèle zurücksetzen');
    const ja = mail(JA, 'ja-jp');
    expect(ja.subject).toBe('Maison Aurèle パスワード再設定のご案内');
    expect(lines(ja.text)[0]).toBe('Louise 様');
    expect(ja.html).toContain('<html lang="ja">');
    expect(ja.html).toContain('>新しいパスワードを設定する</a>');
  });
});

describe('the newsletter mails', () => {
  const link = (storeCode: string) => ({ publicUrl: 'https://shop.example', storeCode });
  it('confirm and notice in the subscriber’s store language', () => {
    const fr = confirmationMail('a@example.com', 'CODE', link('fr-ch'), FR);
    expect(fr.subject).toBe('Confirmez votre inscription à la newsletter Maison Aurèle');
    expect(fr.html).toContain('>Confirmer mon inscription</a>');
    const de = unsubscribedMail('a@example.com', link('de-ch'), DE);
    expect(de.subject).toBe('Sie haben sich vom Newsletter von Maison Aurèle abgemeldet');
    expect(lines(de.text)[0]).toBe('Diese Adresse erhält den Newsletter von Maison Aurèle nicht mehr.');
    const ja = confirmationMail('a@example.com', 'CODE', link('ja-jp'), JA);
    expect(ja.subject).toBe('Maison Aurèle ニュースレター購読のご確認');
  });
});

describe('the return label mail', () => {
  const mail = (store: MailLocale) =>
    returnLabelMail({
      to: 'client@example.com',
      firstname: '健二',
      lastname: '佐藤',
      incrementId: '000000102',
      trackingNumber: 'RL123456789',
      items: [{ name: 'Nubuck strap', sku: 'MA-STR-NUB-ANT-20', qty: 1 }],
      labelUrl: 'https://shop.example/l',
      pdf: new Uint8Array([37]),
      store,
    });
  it('is written in the order’s store language, the Japanese naming the family name first', () => {
    expect(mail(FR).subject).toBe('Votre étiquette de retour Maison Aurèle pour la commande 000000102');
    expect(lines(mail(DE).text)[2]).toBe(
      'Ihr Rücksendeetikett für Bestellung 000000102 ist beigefügt (Sendungsnummer RL123456789).',
    );
    const ja = mail(JA);
    expect(ja.subject).toBe('【Maison Aurèle】ご注文（000000102）の返品ラベル');
    expect(lines(ja.text)[0]).toBe('佐藤 健二 様');
    expect(ja.html).toContain('<th>商品</th><th>数量</th>');
  });
});

describe('the welcome, reservation and appointment mails', () => {
  it('welcome a new account in its store’s language', () => {
    const de = welcomeMail({
      email: 'anna@example.com',
      firstname: 'Anna',
      lastname: 'Keller',
      storeCode: 'de-ch',
      store: DE,
      publicUrl: 'https://shop.example',
    });
    expect(de.subject).toBe('Willkommen bei Maison Aurèle');
    expect(lines(de.text).slice(0, 2)).toEqual([
      'Guten Tag Anna Keller,',
      'herzlich willkommen bei Maison Aurèle. Ihr Konto ist eingerichtet: Verfolgen Sie Ihre Bestellungen, speichern Sie Ihre Adressen und registrieren Sie Ihre Uhren.',
    ]);
    expect(de.html).toContain('<h2>So melden Sie sich an</h2>');
  });

  const tokyo: ShopRecord = {
    id: 9,
    name: 'Maison Aurèle Tokyo Ginza',
    address: '5-7-2 Ginza, Chuo-ku',
    zip: '104-0061',
    city: 'Tokyo',
    country_id: 'JP',
    phone: '+81 3 5537 1887',
    opening_hours: [{ days: 'Mon–Sun', hours: '11:00–20:00' }],
    url_key: 'tokyo-ginza',
    email: 'ginza@maison-aurele.example',
    reservationEnabled: true,
  } as ShopRecord;
  const facts = (store: MailLocale) => ({
    reservationId: 42,
    holdHours: 72,
    shop: tokyo,
    product: {
      id: 1,
      sku: 'MA-HER-CHR-01-BLU-40',
      name: 'Heritage Chronograph',
      options: 'Midnight blue, 40 mm',
    },
    firstname: '健二',
    lastname: '佐藤',
    email: 'kenji@example.com',
    telephone: '+81 90 0000 0000',
    message: null,
    store,
  });

  it('confirm a reservation, the Japanese with the boutique’s address in Japanese order', () => {
    const ja = reservationConfirmationMail(facts(JA));
    expect(ja.subject).toBe('Maison Aurèle Tokyo Ginza でのお取り置きのご確認');
    expect(ja.text).toContain(
      '佐藤 健二 様\nこの度はご予約いただき、誠にありがとうございます。Maison Aurèle Tokyo Ginza にて、下記の商品を72時間お取り置きいたします：',
    );
    expect(ja.text).toContain(
      'Maison Aurèle Tokyo Ginza\n日本\n〒104-0061\nTokyo\n5-7-2 Ginza, Chuo-ku\n+81 3 5537 1887',
    );
    expect(ja.text).toContain('営業時間\nMon–Sun: 11:00–20:00');
    expect(ja.text).toContain('ご予約番号は 42 です。');
    const fr = reservationConfirmationMail(facts(FR));
    expect(fr.subject).toBe('Votre réservation chez Maison Aurèle Tokyo Ginza');
    // Read in French, a boutique in Japan is written the romanised way, its country named in French.
    expect(fr.text).toContain('5-7-2 Ginza, Chuo-ku\nTokyo 104-0061\nJapon\n+81 3 5537 1887');
    // The boutique reads a Japanese client's name family name first.
    expect(reservationNoticeMail(facts(JA)).text).toContain('佐藤 健二\nkenji@example.com');
    expect(reservationNoticeMail(facts(DE)).subject).toBe(
      'Neue Reservierung: Heritage Chronograph — Midnight blue, 40 mm (MA-HER-CHR-01-BLU-40)',
    );
  });

  it('address the appointment request by the chosen civility', () => {
    const person = {
      civility: 'Mrs',
      firstname: 'Louise',
      lastname: 'Martin',
      email: 'l@example.com',
      phone: '+41',
    };
    const product = facts(FR).product;
    const fr = appointmentRequestMail({ ...person, product, store: FR });
    expect(fr.subject).toBe('Votre rendez-vous en ligne avec l’équipe Maison Aurèle');
    expect(lines(fr.text)[0]).toBe('Chère Madame Martin,');
    const de = appointmentRequestMail({ ...person, civility: 'Mr', product, store: DE });
    expect(lines(de.text)[0]).toBe('Sehr geehrter Herr Martin,');
    const ja = appointmentRequestMail({ ...person, product, store: JA });
    expect(lines(ja.text)[0]).toBe('Martin Louise 様');
    expect(ja.text).toContain('ご連絡先\nl@example.com');
  });
});

describe('the contact form’s copy to the shop', () => {
  it('is written in the language of the store it was sent from', () => {
    const message = { name: 'Inès Moreau', email: 'ines@example.com', telephone: '', comment: 'Bonjour' };
    const fr = contactMail(message, 'fr-ch', FR);
    expect(fr.subject).toBe('Formulaire de contact\u00a0: Inès Moreau');
    expect(lines(fr.text)).toEqual(
      expect.arrayContaining([
        'Nom\u00a0: Inès Moreau',
        'Téléphone\u00a0: —',
        'Répondre à\u00a0: ines@example.com',
      ]),
    );
    expect(contactMail(message, 'ja-jp', JA).html).toContain('<th>お名前</th>');
  });
});
