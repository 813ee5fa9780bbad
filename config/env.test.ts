import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to port 3000, ./var and the embedded database', () => {
    const env = parseEnv({}, '/srv/shop');
    expect(env).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/shop/var',
      databaseUrl: undefined,
    });
    expect(env.validateResponses).toBe(true);
  });

  it('turns response validation off in production unless asked', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).validateResponses).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', VALIDATE_RESPONSES: 'true' }).validateResponses).toBe(true);
  });

  it('lists every problem in one clear message', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' })).toThrow(
      'Invalid environment:\n' +
        '  - NODE_ENV must be production, development or test (got "staging")\n' +
        '  - DATABASE_URL must be a postgres:// or postgresql:// URL\n' +
        '  - PORT must be a whole number from 0 to 65535 (got "eighty")',
    );
  });

  it('has no SMTP relay by default and the shop as the sender', () => {
    const env = parseEnv({});
    expect(env.smtpUrl).toBeUndefined();
    expect(env.mailFrom).toBe('Maison Aurèle <orders@maison-aurele.example>');
  });

  it('takes an smtp:// or smtps:// URL and a From address', () => {
    const env = parseEnv({
      SMTP_URL: 'smtps://shop:s3cret@mail.example:465',
      MAIL_FROM: 'Shop <shop@example.com>',
    });
    expect(env.smtpUrl).toBe('smtps://shop:s3cret@mail.example:465');
    expect(env.mailFrom).toBe('Shop <shop@example.com>');
    expect(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }).smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(parseEnv({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
  });

  it('rejects another scheme, a URL without a host and a From with a line break, in one message', () => {
    expect(() =>
      parseEnv({ SMTP_URL: 'http://mail.example', MAIL_FROM: 'a@b.example\r\nBcc: x@y.example' }),
    ).toThrow(
      'Invalid environment:\n' +
        '  - SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:pass@host:port)\n' +
        '  - MAIL_FROM must be one address, e.g. Shop <orders@example.com>',
    );
    expect(() => parseEnv({ SMTP_URL: 'mail.example:25' })).toThrow('SMTP_URL must be');
    expect(() => parseEnv({ SMTP_URL: 'smtp://' })).toThrow('SMTP_URL must be');
    expect(() => parseEnv({ MAIL_FROM: 'nobody' })).toThrow('MAIL_FROM must be one address');
  });

  it('asks the captcha for 16 bits of work, 4 under test, or CAPTCHA_DIFFICULTY from 1 to 32', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).captchaDifficulty).toBe(16);
    expect(parseEnv({ NODE_ENV: 'development' }).captchaDifficulty).toBe(16);
    expect(parseEnv({ NODE_ENV: 'test' }).captchaDifficulty).toBe(4);
    expect(parseEnv({ CAPTCHA_DIFFICULTY: '20' }).captchaDifficulty).toBe(20);
    expect(() => parseEnv({ CAPTCHA_DIFFICULTY: '0' })).toThrow(
      'CAPTCHA_DIFFICULTY must be a whole number from 1 to 32 (got "0")',
    );
  });
});

describe('parseEnv: mail links and the ERP token', () => {
  it('links mails to localhost on the port unless PUBLIC_URL says otherwise, and has no ERP token', () => {
    expect(parseEnv({ PORT: '3105' })).toMatchObject({
      publicUrl: 'http://localhost:3105',
      erpToken: undefined,
    });
    expect(parseEnv({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
  });

  it('takes an ERP token of 24 printable characters or more, and refuses short ones and odd URLs', () => {
    const token = 'erp_0123456789abcdefghijkl';
    expect(parseEnv({ ERP_TOKEN: token }).erpToken).toBe(token);
    expect(() => parseEnv({ ERP_TOKEN: 'short', PUBLIC_URL: 'ftp://shop.example' })).toThrow(
      'Invalid environment:\n' +
        '  - PUBLIC_URL must be an http(s) URL without query or hash, e.g. https://shop.example\n' +
        '  - ERP_TOKEN must be 24 to 256 printable characters without spaces',
    );
    expect(() => parseEnv({ ERP_TOKEN: `${token} x` })).toThrow('ERP_TOKEN must be');
    expect(parseEnv({ BOUTIQUE_TOKEN: token }).boutiqueToken).toBe(token);
    expect(parseEnv({}).boutiqueToken).toBeUndefined();
    expect(() => parseEnv({ BOUTIQUE_TOKEN: 'short' })).toThrow(
      'BOUTIQUE_TOKEN must be 24 to 256 printable characters without spaces',
    );
  });
});

describe('parseEnv: safe defaults', () => {
  it('listens on loopback only unless HOST says otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).host).toBe('127.0.0.1');
    expect(parseEnv({ NODE_ENV: 'production', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('has the mailbox and sandbox approvals outside production, and neither in a production start', () => {
    expect(parseEnv({ NODE_ENV: 'development' })).toMatchObject({ devMailbox: true, sandboxApprovals: true });
    expect(parseEnv({ NODE_ENV: 'production' })).toMatchObject({
      devMailbox: false,
      sandboxApprovals: false,
    });
    // What `npm start` sets for the demo.
    expect(
      parseEnv({ NODE_ENV: 'production', DEV_MAILBOX: 'true', SANDBOX_APPROVALS: 'true' }),
    ).toMatchObject({
      devMailbox: true,
      sandboxApprovals: true,
    });
  });
});

describe('parseEnv: a production start refuses weak secrets', () => {
  const STRONG = 'q7Vd2kLx9PzR4mWn8TcY3hBs';

  it('takes strong secrets', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      ERP_TOKEN: STRONG,
      SMTP_URL: 'smtps://shop:Hk4%2Fp9Zq2Lw7Rx3v@mail.example:465',
      DATABASE_URL: 'postgres://shop:Wm5cT8qL2zX9rB4n@db.example/shop',
    });
    expect(env.erpToken).toBe(STRONG);
    // No password at all (trust, peer or certificate authentication) is not a weak password.
    expect(
      parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://postgres@127.0.0.1/shop' }),
    ).toBeTruthy();
  });

  it('lists every weak secret in one message', () => {
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        ERP_TOKEN: 'erp-test-token-0123456789abcdef',
        SMTP_URL: 'smtps://shop:s3cret@mail.example:465',
        DATABASE_URL: 'postgres://shop:postgres@db.example/shop',
      }),
    ).toThrow(
      'Invalid environment:\n' +
        '  - ERP_TOKEN is a demo value published with the shop: a production start needs a strong, random secret\n' +
        '  - the password in SMTP_URL is a demo value published with the shop: a production start needs a strong, random secret\n' +
        '  - the password in DATABASE_URL is shorter than 12 characters: a production start needs a strong, random secret',
    );
  });

  it.each([
    ['a repeated pattern', 'abcabcabcabcabcabcabcabc', 'is a repeated or sequential pattern'],
    ['a sequence', 'abcdefghijklmnopqrstuvwxyz', 'is a repeated or sequential pattern'],
    ['a common word', 'MyShopPassword2026!MyShop', 'contains the word "password"'],
    ['too little entropy', 'acacacacacacacacacacacXZ', 'has too little entropy'],
  ])('refuses %s', (_what, token, reason) => {
    expect(() => parseEnv({ NODE_ENV: 'production', ERP_TOKEN: token })).toThrow(`ERP_TOKEN ${reason}`);
  });

  it('lets demo and development starts use demo secrets', () => {
    const token = 'erp-test-token-0123456789abcdef';
    expect(parseEnv({ NODE_ENV: 'production', DEV_MAILBOX: 'true', ERP_TOKEN: token }).erpToken).toBe(token);
    expect(parseEnv({ NODE_ENV: 'development', ERP_TOKEN: token }).erpToken).toBe(token);
  });
});

describe('parseEnv: WORKERS', () => {
  it('runs one process by default, and several on PostgreSQL', () => {
    expect(parseEnv({}).workers).toBe(1);
    expect(parseEnv({ WORKERS: '4', DATABASE_URL: 'postgres://shop@db/shop' }).workers).toBe(4);
  });

  it('refuses several processes on the embedded database, and counts that are not 1 to 64', () => {
    expect(() => parseEnv({ WORKERS: '2' })).toThrow(
      'Invalid environment:\n' +
        '  - WORKERS=2 needs DATABASE_URL: the embedded database (PGlite) is opened by one process only',
    );
    expect(() => parseEnv({ WORKERS: '0', DATABASE_URL: 'postgres://db/shop' })).toThrow(
      'WORKERS must be a whole number from 1 to 64 (got "0")',
    );
  });
});

describe('parseEnv: session lifetime', () => {
  it('ends sessions after 14 idle days and 30 days at most, or as SESSION_IDLE_DAYS and SESSION_MAX_DAYS say', () => {
    expect(parseEnv({}).sessionLifetime).toEqual({ idleDays: 14, maxDays: 30 });
    expect(parseEnv({ SESSION_IDLE_DAYS: '1', SESSION_MAX_DAYS: '7' }).sessionLifetime).toEqual({
      idleDays: 1,
      maxDays: 7,
    });
  });

  it('refuses an idle limit longer than the lifetime, and days outside 1 to 365', () => {
    expect(() => parseEnv({ SESSION_IDLE_DAYS: '20', SESSION_MAX_DAYS: '10' })).toThrow(
      'SESSION_IDLE_DAYS must not exceed SESSION_MAX_DAYS',
    );
    expect(() => parseEnv({ SESSION_MAX_DAYS: '0' })).toThrow(
      'SESSION_MAX_DAYS must be a whole number from 1 to 365 (got "0")',
    );
  });
});

describe('parseEnv: the services that wait for consent', () => {
  it('defaults to the public tag host and the built-in chat', () => {
    expect(parseEnv({})).toMatchObject({
      tagManagerScriptUrl: 'https://www.googletagmanager.com/gtm.js',
      chatScriptUrl: null,
    });
  });

  it('takes a tag loader on this shop or over https, and a chat script over https', () => {
    expect(
      parseEnv({
        TAG_MANAGER_SCRIPT_URL: '/dev/tag-manager.js',
        CHAT_SCRIPT_URL: 'https://chat.example.net/widget.js',
      }),
    ).toMatchObject({
      tagManagerScriptUrl: '/dev/tag-manager.js',
      chatScriptUrl: 'https://chat.example.net/widget.js',
    });
  });

  it('refuses plain http, another host written as a path, and a chat script on a path', () => {
    expect(() => parseEnv({ TAG_MANAGER_SCRIPT_URL: 'http://tags.example.net/gtm.js' })).toThrow(
      'TAG_MANAGER_SCRIPT_URL must be an https URL or a path on this shop (/...)',
    );
    expect(() => parseEnv({ TAG_MANAGER_SCRIPT_URL: '//tags.example.net/gtm.js' })).toThrow(
      'TAG_MANAGER_SCRIPT_URL',
    );
    expect(() => parseEnv({ CHAT_SCRIPT_URL: '/chat.js' })).toThrow('CHAT_SCRIPT_URL must be an https URL');
  });
});
