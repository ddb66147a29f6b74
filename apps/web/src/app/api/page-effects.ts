// Browser side effects of the API client, in one object so tests can replace them.
export const pageEffects = {
  reload(): void {
    window.location.reload();
  },
};
