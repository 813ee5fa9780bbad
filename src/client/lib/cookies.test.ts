import { clearCookie, readCookie, writeCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => jest.restoreAllMocks());

  test('reads in one synchronous run share one read of the cookie store', async () => {
    document.cookie = 'a=1; path=/';
    document.cookie = 'b=2; path=/';
    await Promise.resolve();
    const reads = jest.spyOn(Document.prototype, 'cookie', 'get');
    expect([readCookie('a'), readCookie('b'), readCookie('c')]).toEqual(['1', '2', null]);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  test('the next run reads afresh, so a cookie a response set since is seen', async () => {
    document.cookie = 'form_key=Before0000000001; path=/';
    expect(readCookie('form_key')).toBe('Before0000000001');
    // As the answer to a call would: set outside this module, seen from the next run of scripts on.
    document.cookie = 'form_key=After00000000002; path=/';
    await Promise.resolve();
    expect(readCookie('form_key')).toBe('After00000000002');
  });

  test("this module's own writes are seen at once", () => {
    writeCookie('seen=1; path=/');
    expect(readCookie('seen')).toBe('1');
    writeCookie('seen=2; path=/');
    expect(readCookie('seen')).toBe('2');
    clearCookie('seen');
    expect(readCookie('seen')).toBeNull();
  });
});
