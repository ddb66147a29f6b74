import './styles.css';
import { RENDERED_LANGUAGE_ATTRIBUTE } from '@sewa/domain/protocol/page-rendering';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readPageFirstAnswers, seedFirstAnswers } from './app/api/first-answers';
import { createQueryClient } from './app/api/query-client';
import { httpsRedirectTarget } from './app/https-redirect';
import { initI18n } from './app/i18n';
import { languageFor } from './app/language';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router/create-router';
import { SCREENS } from './app/screens';
import { getSession, subscribeSession } from './app/session';

async function start(): Promise<void> {
  const router = createAppRouter({ screens: SCREENS });
  const queryClient = createQueryClient();
  seedFirstAnswers(queryClient, readPageFirstAnswers());

  // Another tab logged in or out, or a cookie expired: run the guards of the open page again.
  let lastSession = getSession();
  subscribeSession(() => {
    const session = getSession();
    if (session === lastSession) return;
    lastSession = session;
    void router.invalidate();
  });

  const language = languageFor(window.location.pathname);
  const texts = initI18n(language);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // A public page the server rendered (web-routes.ts) in the language this visit shows: resolve the page
  // and its texts as the server did, then take over its markup instead of painting it again
  // (docs/decisions/0029-server-rendered-public-pages.md). Any other page renders here from scratch.
  if (root.getAttribute(RENDERED_LANGUAGE_ATTRIBUTE) === language && root.firstElementChild) {
    await Promise.all([texts, router.load()]);
    // As TanStack's own hydration marks it: the root route then renders without the Suspense wrapper the
    // server did not render either (the page is resolved; nothing is pending).
    router.ssr = { manifest: undefined };
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
}

const httpsTarget = httpsRedirectTarget(window.location);
if (httpsTarget) window.location.replace(httpsTarget);
else void start();
