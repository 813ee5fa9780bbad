import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listOperations } from '../../src/common/contract/operations';
import { readContractLines } from '../../scripts/verify-contract/contract-lines';

// The contract line a failure names, found in the YAML of openapi/.

const ROOT = join(__dirname, '../..');

describe('contract lines', () => {
  const lines = readContractLines(join(ROOT, 'openapi'));
  const textAt = (file: string, line: number) =>
    readFileSync(join(ROOT, file), 'utf8').split('\n')[line - 1]?.trim();

  it("points at the status under the operation's responses", () => {
    const where = lines.locate('setErpStockQty', 401);
    expect(where).toMatchObject({ file: 'openapi/stockalert.yaml', what: 'responses 401 of setErpStockQty' });
    expect(textAt(where!.file, where!.line)).toBe("'401':");
  });

  it('falls back to the operation when the status is not documented', () => {
    const where = lines.locate('getHealth', 418);
    expect(where).toMatchObject({ file: 'openapi/health.yaml', what: 'operation getHealth' });
    expect(textAt(where!.file, where!.line)).toBe('operationId: getHealth');
  });

  it('finds every operation of the contract', () => {
    const missing = listOperations().filter((op) => !lines.locate(op.operationId));
    expect(missing.map((op) => op.operationId)).toEqual([]);
  });
});
