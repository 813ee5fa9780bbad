// A test that makes React or our code print an error or warning fails: such output is a bug report nobody reads.
export function failOnConsole(): void {
  const original = { error: console.error, warn: console.warn };
  let messages: string[] = [];
  beforeEach(() => {
    messages = [];
    for (const level of ['error', 'warn'] as const) {
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        messages.push(`console.${level}: ${args.map(String).join(' ')}`);
      });
    }
  });
  afterEach(() => {
    console.error = original.error;
    console.warn = original.warn;
    jest.restoreAllMocks();
    if (messages.length) throw new Error(`Unexpected console output:\n${messages.join('\n')}`);
  });
}
