// Lints snippets of code as if they were files of the project, with the project's own ESLint configuration:
// reads `[{ filePath, code }]` as JSON on stdin, writes `[[{ ruleId, message }]]` as JSON on stdout. Used by
// boundaries.test.ts, in a process of its own because ESLint loads its configuration as an ES module.
import { text } from 'node:stream/consumers';
import { ESLint } from 'eslint';

const snippets = JSON.parse(await text(process.stdin));
// `ignore: false`: the fixtures under test/lint-fixtures are ignored by the project's own lint run.
const eslint = new ESLint({ ignore: false });
const results = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
