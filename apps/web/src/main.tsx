import './styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './app/api/query-client';
import { httpsRedirectTarget } from './app/https-redirect';
import { initI18n } from './app/i18n';
import { languageFor } from './app/language';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router/create-router';
import { SCREENS } from './app/screens';
import { getSession, subscribeSession } from './app/session';

function start(): void {
  const router = createAppRouter({ screens: SCREENS });
  const queryClient = createQueryClient();

  // Another tab logged in or out, or a cookie expired: run the guards of the open page again.
  let lastSession = getSession();
  subscribeSession(() => {
    const session = getSession();
    if (session === lastSession) return;
    lastSession = session;
    void router.invalidate();
  });

  void initI18n(languageFor(window.location.pathname));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

const httpsTarget = httpsRedirectTarget(window.location);
if (httpsTarget) window.location.replace(httpsTarget);
else start();
