import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shellCsp, thirdPartyOrigins } from '../plugins/security-headers';
import { createTestApp, type TestApp } from '../test-utils/test-app';

// The services that wait for the visitor's cookie consent, as the server configures them (README, 'Cookie
// consent, tag manager and chat'): the tag loader's URL and the chat provider in the store configuration, the
// development stand-in of a tag manager, and the shell's CSP for third-party scripts.

/** A shop as the journeys run it (a local tag loader, development tools on) with a third-party chat. */
let configured: TestApp;
/** A shop with every default, development tools off. */
let plain: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'integrations-client-'));
  mkdirSync(join(clientDir, 'static'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  configured = await createTestApp(
    {
      gtmContainerId: 'GTM-E2ETEST',
      tagManagerScriptUrl: '/dev/tag-manager.js',
      chatScriptUrl: 'https://chat.example.net/widget.js',
      devMailbox: true,
    },
    { clientDir },
  );
});
beforeAll(async () => {
  plain = await createTestApp({ devMailbox: false, sandboxApprovals: false });
});
afterAll(async () => {
  await configured.close();
  await plain.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('integrations in the store configuration', () => {
  it('defaults: the public tag host and the built-in client advisor chat', async () => {
    const res = await plain.app.inject({ url: '/rest/en-int/V1/store/config' });
    expect(res.json()).toMatchObject({
      analytics: { gtm_container_id: null },
      integrations: {
        tag_manager_script_url: 'https://www.googletagmanager.com/gtm.js',
        chat: { provider: 'advisor', script_url: null },
      },
    });
  });

  it('configured: a local tag loader and a third-party chat script', async () => {
    const res = await configured.app.inject({ url: '/rest/en-int/V1/store/config' });
    expect(res.json()).toMatchObject({
      analytics: { gtm_container_id: 'GTM-E2ETEST' },
      integrations: {
        tag_manager_script_url: '/dev/tag-manager.js',
        chat: { provider: 'script', script_url: 'https://chat.example.net/widget.js' },
      },
    });
  });
});

describe('the tag manager stand-in (/dev/tag-manager.js)', () => {
  it('answers this machine with a script that only announces itself on the dataLayer', async () => {
    const res = await configured.app.inject({
      url: '/dev/tag-manager.js?id=GTM-E2ETEST',
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).toContain("event: 'gtm.load'");
    expect(res.body).not.toMatch(/https?:\/\//);
  });

  it('is not there for another machine, nor with the development tools off', async () => {
    const remote = await configured.app.inject({ url: '/dev/tag-manager.js', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    const off = await plain.app.inject({ url: '/dev/tag-manager.js', remoteAddress: '127.0.0.1' });
    expect(off.statusCode).toBe(404);
  });
});

describe("the shell's CSP for third-party scripts", () => {
  it('adds the origins of configured https scripts (not the default tag host, not paths here)', () => {
    expect(thirdPartyOrigins({ tagManagerScriptUrl: '/dev/tag-manager.js', chatScriptUrl: null })).toEqual(
      [],
    );
    expect(
      thirdPartyOrigins({
        tagManagerScriptUrl: 'https://www.googletagmanager.com/gtm.js',
        chatScriptUrl: 'https://chat.example.net/widget.js',
      }),
    ).toEqual(['https://chat.example.net']);
    const csp = shellCsp('n0nce', { tagManager: false, thirdPartyOrigins: ['https://chat.example.net'] });
    expect(csp).toContain("script-src 'nonce-n0nce' 'strict-dynamic' 'self'");
    expect(csp).toContain("connect-src 'self' https://chat.example.net");
    expect(csp).toMatch(/frame-src [^;]*https:\/\/chat\.example\.net/);
  });

  it('the page shell served with a configured chat script carries its origin', async () => {
    const res = await configured.app.inject({ url: '/en-int/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://www.googletagmanager.com");
    expect(csp).toContain('https://chat.example.net');
  });
});
