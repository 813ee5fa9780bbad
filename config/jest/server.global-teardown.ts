import { removeTestDatabaseTemplates } from '../../src/server/test-utils/db-templates';

export default function globalTeardown(): Promise<void> {
  return removeTestDatabaseTemplates();
}
