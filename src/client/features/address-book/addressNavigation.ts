/**
 * Spec 7: saving is a browser's form submit and deleting a navigation, both leaving the page for the server's
 * answer (a redirect back to the address book). One seam, so tests see where the browser would go.
 */
export const addressNavigation = {
  submit(form: HTMLFormElement): void {
    form.submit();
  },
  go(url: string): void {
    window.location.assign(url);
  },
};
