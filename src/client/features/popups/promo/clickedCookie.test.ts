import { clickedCookie, clickedCookieExpiry, isPromoClicked, markPromoClicked } from './clickedCookie';

describe('the {index}-clicked cookie (spec 4)', () => {
  const now = new Date('2026-03-14T10:00:00Z');

  it('lives one month', () => {
    expect(clickedCookieExpiry(now).toISOString()).toBe('2026-04-14T10:00:00.000Z');
  });

  it('is Secure and SameSite=None on https', () => {
    expect(clickedCookie(3, now, true)).toBe(
      '3-clicked=1; expires=Tue, 14 Apr 2026 10:00:00 GMT; path=/; SameSite=None; Secure',
    );
  });

  it('is neither on plain http, where browsers refuse SameSite=None without Secure', () => {
    const cookie = clickedCookie(3, now, false);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it("keeps the popup from showing once set to '1'", () => {
    expect(isPromoClicked(2)).toBe(false);
    markPromoClicked(2);
    expect(isPromoClicked(2)).toBe(true);
    expect(isPromoClicked(1)).toBe(false);
    document.cookie = '1-clicked=0; path=/';
    expect(isPromoClicked(1)).toBe(false);
  });
});
