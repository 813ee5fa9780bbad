import { listOperations } from '../../common/contract/operations';
import { contractExample } from './contract';

describe('MSW defaults come from the contract', () => {
  test('every operation has a 200 example to answer with', () => {
    const operations = listOperations();
    expect(operations.length).toBeGreaterThanOrEqual(10);
    expect(
      operations.filter((op) => !op.responses['200']?.examples.length).map((op) => op.operationId),
    ).toEqual([]);
  });

  test('$ref examples are resolved and named examples can be picked', () => {
    expect(contractExample<{ category: { name: string } }>('listCategoryProducts').category.name).toBe(
      'Heritage',
    );
    expect(contractExample<{ errors: boolean }>('loginCustomer', 'invalid').errors).toBe(true);
  });
});
