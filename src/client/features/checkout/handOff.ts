/**
 * Leaves the shop for the payment provider's page. A seam of its own because jsdom cannot stub
 * `window.location.assign`, and the tests must see what happened before the hand-off.
 */
export const handOff = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
