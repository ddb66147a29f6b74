import type { TLanguage } from '@sewa/domain';
import { cx, focusRing } from '@sewa/ui/cx.ts';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { APP_LANGUAGES } from '../../app/language';
import { switchLanguage } from '../../app/router/language-sync';
import { isLoggedIn } from '../../app/session';
import { useSession } from '../../app/use-session';
import { useSaveLanguage } from '../../shared/account/saved-language';

/**
 * EN / 中文: stays on the same page and swaps the /en or /cn prefix. A signed-in user's choice is saved
 * too (user-update-language); admins and visitors keep it in this browser only.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('general');
  const router = useRouter();
  const session = useSession();
  const saveLanguage = useSaveLanguage();
  const isUser = isLoggedIn(session) && session.role !== 'admin';
  const current = (i18n.resolvedLanguage ?? i18n.language) as TLanguage;
  const choose = (language: TLanguage) => {
    switchLanguage(router, language);
    // The page has switched already; a failed save (offline) leaves the saved choice as it was.
    if (isUser) saveLanguage.mutate({ language });
  };
  return (
    <fieldset className={cx('inline-flex rounded-control border border-slate-300 bg-white p-0.5', className)}>
      <legend className="sr-only">{t('language')}</legend>
      {APP_LANGUAGES.map((language) => {
        const label = t(`language-${language}`);
        const isCurrent = language === current;
        return (
          <button
            key={language}
            type="button"
            lang={language === 'cn' ? 'zh-CN' : 'en'}
            aria-pressed={isCurrent}
            aria-label={isCurrent ? label : t('switch-language-to', { language: label })}
            onClick={() => {
              if (!isCurrent) choose(language);
            }}
            className={cx(
              'min-w-10 rounded-[calc(var(--radius-control)-2px)] px-2 py-1 text-sm font-medium',
              focusRing,
              isCurrent ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {label}
          </button>
        );
      })}
    </fieldset>
  );
}
