import { ToastProvider } from '@sewa/ui/toast.tsx';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './brand-logo';
import { LanguageSwitch } from './language-switch';
import { MAIN_ID, SkipLink } from './skip-link';

/** Sign-in pages of the operator-hosted site and of the admin site: a slim header and a centred page. */
export function AuthFrame({ badgeKey, homePath }: { badgeKey?: string; homePath: string }) {
  const { t } = useTranslation(['general', 'auth']);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <header className="flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:h-16 sm:px-6">
        <BrandLogo to={homePath} />
        {badgeKey && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {t(badgeKey)}
          </span>
        )}
        <LanguageSwitch className="ml-auto" />
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="flex flex-1 justify-center px-3 py-8 focus:outline-none sm:px-6"
      >
        <div className="w-full max-w-3xl">
          <ToastProvider>
            <Outlet />
          </ToastProvider>
        </div>
      </main>
    </div>
  );
}
