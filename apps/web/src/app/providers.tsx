import { UiTextProvider } from '@sewa/ui/i18n/ui-text-provider.tsx';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from './i18n';
import { asLanguage } from './language';
import { PageSpinner } from './router/error-screen';

// The UI kit takes its texts from a provider (it never imports i18next); follow the app's language.
function UiTextBridge({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation('general', { useSuspense: false });
  // Not useLanguage(): the bridge must not suspend while the shell's namespaces load.
  return <UiTextProvider language={asLanguage(instance.language)}>{children}</UiTextProvider>;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<PageSpinner />}>
          <UiTextBridge>{children}</UiTextBridge>
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
