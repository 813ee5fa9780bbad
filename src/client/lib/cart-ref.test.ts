import { forgetGuestCartId, readGuestCartId, rememberGuestCartId, subscribeGuestCartId } from './cart-ref';

const ID = 'Q3ZqV9xWm2LkP8tR4sNb7YcH1dJf6GaE';

afterEach(() => window.localStorage.clear());

describe('guest cart id (per store, in localStorage)', () => {
  test('is remembered under caseback_cart_{storeCode}, per store, and forgotten', () => {
    const changes = jest.fn();
    const unsubscribe = subscribeGuestCartId(changes);
    rememberGuestCartId('en-int', ID);
    expect(window.localStorage.getItem('caseback_cart_en-int')).toBe(ID);
    expect(readGuestCartId('en-int')).toBe(ID);
    expect(readGuestCartId('ja-jp')).toBeNull();
    forgetGuestCartId('en-int');
    expect(readGuestCartId('en-int')).toBeNull();
    expect(changes).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  test('a stored value that is not a masked id is ignored', () => {
    window.localStorage.setItem('caseback_cart_en-int', '../../etc');
    expect(readGuestCartId('en-int')).toBeNull();
  });
});
