import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createQueryClient } from '../app/api/query-client';
import { AppProviders } from '../app/providers';
import { createAppRouter } from '../app/router/create-router';
import type { TScreens } from '../app/screens';

/** Renders the whole app shell at `path` on a memory history (i18n must be set up first). */
export function renderApp(path: string, screens: TScreens) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ screens, history });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, history, at: () => history.location.pathname };
}
