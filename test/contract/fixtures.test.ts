import { validatorFor } from '../../src/server/contract/validators';
import { FIXTURE_SCHEMAS } from '../../src/client/test-utils/fixtures';

// The client's tests answer with these fixtures: if the contract changes, they must change with it.
describe('client test fixtures match the contract', () => {
  test.each(FIXTURE_SCHEMAS.map(([name, schema, value]) => ({ name, schema, value })))(
    '$name is a valid $schema',
    ({ schema, value }) => {
      const validate = validatorFor(schema);
      const valid = validate(value);
      expect(validate.errors ?? []).toEqual([]);
      expect(valid).toBe(true);
    },
  );
});
