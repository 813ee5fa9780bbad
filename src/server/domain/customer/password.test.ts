import { passwordHashCost } from '../../../../config/env';
import { hashPassword, verifyPassword } from './password';

it('hashes with scrypt and verifies only the right password', async () => {
  jest.replaceProperty(process.env, 'NODE_ENV', 'production');
  const hash = await hashPassword('Caseback-Demo-1');
  expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
  expect(await verifyPassword('Caseback-Demo-1', hash)).toBe(true);
  expect(await verifyPassword('caseback-demo-1', hash)).toBe(false);
  expect(await hashPassword('Caseback-Demo-1')).not.toBe(hash);
  expect(await verifyPassword('x', 'md5$abc')).toBe(false);
});

it('hashes at the full cost outside tests, and at a lower one only under NODE_ENV=test', async () => {
  expect(passwordHashCost('production')).toBe(2 ** 15);
  expect(passwordHashCost('development')).toBe(2 ** 15);
  expect(passwordHashCost('test')).toBe(2 ** 10);
  jest.replaceProperty(process.env, 'NODE_ENV', 'development');
  expect(await hashPassword('Caseback-Demo-1')).toMatch(/^scrypt\$32768\$/);
  jest.replaceProperty(process.env, 'NODE_ENV', 'test');
  const cheap = await hashPassword('Caseback-Demo-1');
  expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
  expect(await verifyPassword('Caseback-Demo-1', cheap)).toBe(true);
  expect(await verifyPassword('caseback-demo-1', cheap)).toBe(false);
});
