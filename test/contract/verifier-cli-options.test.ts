import { ENV_VARS, parseCli, UsageError } from '../../scripts/verify-contract/cli';

// The command's arguments and environment, read into a run's options (or a usage error).

describe('parseCli', () => {
  const run = (argv: string[], env: NodeJS.ProcessEnv = {}) => {
    const command = parseCli(argv, env);
    if (command.kind !== 'run') throw new Error(`not a run: ${command.kind}`);
    return command;
  };

  it('applies the defaults: a full run on a loopback address, one scenario at a time, text only', () => {
    expect(run(['--base-url', 'http://localhost:3000/'])).toEqual({
      kind: 'run',
      json: undefined,
      junit: undefined,
      quiet: false,
      annotations: false,
      notice: null,
      options: {
        baseUrl: 'http://localhost:3000',
        store: 'en-int',
        email: undefined,
        password: undefined,
        timeoutMs: 10000,
        readOnly: false,
        tokens: {},
        only: [],
        concurrency: 1,
      },
    });
  });

  it('is read-only by default off loopback, and says so; --allow-writes makes it a full run', () => {
    const remote = run(['--base-url', 'https://api.shop.example']);
    expect(remote.options.readOnly).toBe(true);
    expect(remote.notice).toBe(
      'api.shop.example is not a loopback address: read-only run (no order, cart, stock or account change); --allow-writes for a full run',
    );
    expect(run(['--base-url', 'https://api.shop.example', '--allow-writes']).options.readOnly).toBe(false);
    expect(run(['--base-url', 'http://127.0.0.1:4000', '--read-only'])).toMatchObject({
      notice: null,
      options: { readOnly: true },
    });
  });

  it('reads the reports, the selection, the concurrency and the secrets (flags or environment)', () => {
    const env = {
      [ENV_VARS.password]: 'from-env',
      [ENV_VARS.erpToken]: 'erp-from-env',
      [ENV_VARS.boutiqueToken]: 'boutique-from-env',
      GITHUB_ACTIONS: 'true',
    };
    const argv = [
      '--base-url',
      'http://[::1]:4000',
      '--email',
      'a@b.ch',
      '--only',
      'cart',
      '--only',
      'getHealth',
    ];
    expect(
      run([...argv, '--concurrency', '4', '--json', 'r.json', '--junit', 'r.xml', '--quiet'], env),
    ).toMatchObject({
      json: 'r.json',
      junit: 'r.xml',
      quiet: true,
      annotations: true,
      options: {
        readOnly: false,
        password: 'from-env',
        tokens: { erpToken: 'erp-from-env', boutiqueToken: 'boutique-from-env' },
        only: ['cart', 'getHealth'],
        concurrency: 4,
      },
    });
    expect(run([...argv, '--password', 'p', '--erp-token', 'flag'], env).options).toMatchObject({
      password: 'p',
      tokens: { erpToken: 'flag', boutiqueToken: 'boutique-from-env' },
    });
    expect(run(['--base-url', 'http://x', '--json-file', 'old.json']).json).toBe('old.json');
    const second = ['--second-email', 'second@b.ch'];
    expect(run([...argv, ...second], { ...env, [ENV_VARS.secondPassword]: 's' }).options).toMatchObject({
      secondEmail: 'second@b.ch',
      secondPassword: 's',
    });
    expect(run([...argv, ...second, '--second-password', 'flag'], env).options.secondPassword).toBe('flag');
  });

  it.each([
    [[], '--base-url is required'],
    [['--base-url', 'ftp://x'], '--base-url must be an http(s) URL'],
    [
      ['--base-url', 'http://x', '--email', 'a@b.c'],
      `--email and --password (or ${ENV_VARS.password}) go together`,
    ],
    [
      ['--base-url', 'http://x', '--email', 'a@b.c', '--password', 'p', '--second-email', 'b@b.c'],
      `--second-email and --second-password (or ${ENV_VARS.secondPassword}) go together`,
    ],
    [
      ['--base-url', 'http://x', '--second-email', 'b@b.c', '--second-password', 'p'],
      '--second-email needs --email',
    ],
    [
      [
        '--base-url',
        'http://x',
        '--email',
        'a@b.c',
        '--password',
        'p',
        '--second-email',
        'A@b.c',
        '--second-password',
        'q',
      ],
      '--second-email must be another account than --email',
    ],
    [['--base-url', 'http://x', '--timeout-ms', '0'], '--timeout-ms must be a positive integer'],
    [['--base-url', 'http://x', '--concurrency', '1.5'], '--concurrency must be a positive integer'],
    [
      ['--base-url', 'http://x', '--read-only', '--allow-writes'],
      '--read-only and --allow-writes contradict each other',
    ],
    [
      ['--base-url', 'http://x', '--only', 'cart', '--only', 'placeOrder'],
      '--only placeOrder: neither an operationId nor a tag of the contract',
    ],
    [['--base-url', 'http://x', '--json'], "Option '--json <value>' argument missing"],
    [['--base-url', 'http://x', '--bogus'], "Unknown option '--bogus'"],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCli(argv)).toThrow(UsageError);
    expect(() => parseCli(argv)).toThrow(message);
  });

  it('answers --help and --version without a base URL', () => {
    expect(parseCli(['--help'])).toEqual({ kind: 'help' });
    expect(parseCli(['--version'])).toEqual({ kind: 'version' });
  });
});
