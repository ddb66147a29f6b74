// Browser side effects of the API client, in one object so tests can replace them.
export const pageEffects = {
  reload(): void {
    window.location.reload();
  },
  /** Leaves the app for another page (the payment gateway's hosted page). */
  assign(url: string): void {
    window.location.assign(url);
  },
};
