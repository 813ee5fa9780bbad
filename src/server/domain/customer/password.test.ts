import { hashPassword, verifyPassword } from './password';

it('hashes with scrypt and verifies only the right password', async () => {
  const hash = await hashPassword('Caseback-Demo-1');
  expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
  expect(await verifyPassword('Caseback-Demo-1', hash)).toBe(true);
  expect(await verifyPassword('caseback-demo-1', hash)).toBe(false);
  expect(await hashPassword('Caseback-Demo-1')).not.toBe(hash);
  expect(await verifyPassword('x', 'md5$abc')).toBe(false);
});
