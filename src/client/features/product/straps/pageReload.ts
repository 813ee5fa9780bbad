/**
 * Spec 8: when a strap cannot be added, the page reloads (and shows the cart and stock as they now are). An
 * object, so that tests can watch the call where jsdom cannot reload.
 */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
