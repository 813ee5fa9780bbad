import { contractExample, listContractOperations } from './contract';

describe('MSW defaults come from the contract', () => {
  test('every operation has a 200 example to answer with', () => {
    const operations = listContractOperations();
    expect(operations.length).toBeGreaterThanOrEqual(10);
    expect(operations.filter((op) => op.examples.length === 0).map((op) => op.operationId)).toEqual([]);
  });

  test('$ref examples are resolved and named examples can be picked', () => {
    expect(contractExample<{ category: { name: string } }>('listCategoryProducts').category.name).toBe(
      'Heritage',
    );
    expect(contractExample<{ errors: boolean }>('loginCustomer', 'invalid').errors).toBe(true);
  });
});
