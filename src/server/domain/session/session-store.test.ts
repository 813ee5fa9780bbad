import { randomBytes } from 'node:crypto';
import { openTestDatabase, type TestDatabase } from '../../test-utils/test-db';
import { hashToken, newSession, openSession } from './session-store';

const LIFETIME = { idleDays: 14, maxDays: 30 };
const DAY_MS = 24 * 3600 * 1000;

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

const sessionExists = async (idHash: string) =>
  (await t.db.query('select 1 from session where id_hash = $1', [idHash])).rowCount === 1;

describe('anonymous session tokens', () => {
  it('are honoured without a row within the idle limit of their issue, and not after', async () => {
    const { token, session } = await newSession(t.db);
    expect(await sessionExists(hashToken(token))).toBe(false);
    const soon = new Date(Date.now() + 13 * DAY_MS);
    expect(await openSession(t.db, token, LIFETIME, soon)).toEqual(session);
    const late = new Date(Date.now() + 15 * DAY_MS);
    expect(await openSession(t.db, token, LIFETIME, late)).toBeNull();
  });

  it('do not sign out sessions stored by an older version (unsigned tokens, random form keys)', async () => {
    const token = randomBytes(32).toString('base64url');
    await t.db.query(
      `insert into session (id_hash, customer_id, form_key, expires_at)
       values ($1, null, 'OldRandomFormKey', now() + interval '14 days')`,
      [hashToken(token)],
    );
    expect(await openSession(t.db, token, LIFETIME)).toEqual({
      idHash: hashToken(token),
      customerId: null,
      formKey: 'OldRandomFormKey',
      stored: true,
    });
  });

  it('are refused when altered by one character', async () => {
    const { token } = await newSession(t.db);
    const altered = token.slice(0, 10) + (token[10] === 'A' ? 'B' : 'A') + token.slice(11);
    expect(await openSession(t.db, altered, LIFETIME)).toBeNull();
  });
});
