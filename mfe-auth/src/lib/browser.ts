/**
 * The browser's full-page navigation, behind one object so unit tests can observe it (jsdom does not
 * implement navigation). OAuth needs a full page load to reach the provider's consent page.
 */
export const browser = {
  leaveFor(url: string): void {
    window.location.assign(url);
  },
};
