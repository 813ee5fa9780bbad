/**
 * Spec 7: removing a watch is a full-page navigation, a strap added to the cart leaves for the cart, and a failed
 * add reloads the page. One seam, so tests see where the browser would go.
 */
export const myWatchesNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
