import type { TPageTexts, TRenderPage } from '@sewa/domain/protocol/page-rendering';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { seedFirstAnswers } from './app/api/first-answers';
import { createQueryClient } from './app/api/query-client';
import { I18N_OPTIONS, i18n } from './app/i18n';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router/create-router';
import { SCREENS } from './app/screens';

// The server's render of a public page (docs/decisions/0029-server-rendered-public-pages.md): the same
// router, providers and screens as the browser (main.tsx), at the page's URL, with every text of both
// languages in memory and the page's first answers in the query cache, so the markup is the one the
// browser's first render produces and React hydrates it instead of painting the page again.
// Built by `vite build --ssr` into apps/web/dist-ssr/ and imported by the server (web-routes.ts).

/** Sets the texts up once; the returned function renders one page to the markup of `#root`. */
export function createPageRenderer(texts: TPageTexts): TRenderPage {
  const namespaces = [...new Set(Object.values(texts).flatMap((byNs) => Object.keys(byNs)))];
  void i18n.use(initReactI18next).init({
    ...I18N_OPTIONS,
    lng: 'en',
    ns: namespaces,
    resources: texts,
    // Everything is in memory: nothing to fetch.
    initAsync: false,
  });

  // One render at a time: the language is set on the app's one i18next instance (screens read it, as
  // formatDisplayDate does) and must stay the page's until its render is done.
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T,>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  return ({ url, language, answers }) =>
    oneAtATime(async () => {
      const router = createAppRouter({
        screens: SCREENS,
        history: createMemoryHistory({ initialEntries: [url] }),
      });
      // Runs the guards and loads the page's lazy screen, as the browser does before it hydrates.
      await router.load();
      // A redirect (a trailing slash, say) or a page not found is the browser's to render.
      const { matches } = router.state;
      if (matches.length < 2 || matches.some((match) => match.status !== 'success')) return null;
      const queryClient = createQueryClient();
      seedFirstAnswers(queryClient, answers);
      await i18n.changeLanguage(language);
      const html = renderToString(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
      queryClient.clear();
      // A part that suspended (code not loaded on the server) would be rendered again by the browser with
      // a recoverable error: such a page is the browser's to render. Parts that load in the browser only
      // are kept out of the server's render (useMediaQuery's `onServer`, say).
      return html.includes('<!--$!-->') ? null : html;
    });
}
