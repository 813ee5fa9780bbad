import type { Config } from '@jest/types';
import { makeTestDatabaseTemplates } from '../../src/server/test-utils/db-templates';

/** Once per run, before any server test file: the databases every file copies instead of building its own. */
export default async function globalSetup(
  _global: Config.GlobalConfig,
  project: Config.ProjectConfig,
): Promise<void> {
  await makeTestDatabaseTemplates(project.cacheDirectory);
}
