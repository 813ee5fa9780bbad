import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to port 3000, ./var and the embedded database', () => {
    const env = parseEnv({}, '/srv/shop');
    expect(env).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
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
});
