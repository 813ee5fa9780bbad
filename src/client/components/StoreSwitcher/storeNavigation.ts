/** Another store is a full page load (another configuration, currency and catalogue). One seam for tests. */
export const storeNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
