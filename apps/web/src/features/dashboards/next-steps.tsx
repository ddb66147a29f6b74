import { menuWithScreens, type TMenuItem } from '@sewa/domain/access/menus';
import { cx, focusRing } from '@sewa/ui/cx.ts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export type TShortcut = { key: string; path: string; children: readonly string[] };

/**
 * The main sections of a menu the user can see, as shortcuts: a group opens at its first visible page and
 * names the pages inside. The dashboard itself is left out, and so is every page without a screen yet
 * (the same registry the guards read), so a tile never leads to "page not found".
 */
export function menuShortcuts(
  items: readonly TMenuItem[],
  dashboardPath: string,
  hasScreen: (path: string) => boolean,
): TShortcut[] {
  return menuWithScreens(items, hasScreen).flatMap((entry) => {
    if (entry.path === dashboardPath) return [];
    if (entry.path) return [{ key: entry.key, path: entry.path, children: [] }];
    const pages = (entry.children ?? []).filter((child) => child.path);
    const first = pages[0];
    return first ? [{ key: entry.key, path: first.path!, children: pages.map((p) => p.key) }] : [];
  });
}

/** "What you can do next": one tile per section of the user's menu; nothing while none is built. */
export function NextSteps({ shortcuts }: { shortcuts: readonly TShortcut[] }) {
  const { t } = useTranslation(['dashboard', 'menu']);
  if (shortcuts.length === 0) return null;
  return (
    <section aria-labelledby="next-steps-title">
      <h2 id="next-steps-title" className="mb-3 text-base font-semibold text-slate-900">
        {t('dashboard:next-steps')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="dashboard-shortcuts">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.key}>
            <Link
              to={shortcut.path}
              className={cx(
                'flex h-full flex-col rounded-card border border-slate-200 bg-white p-4 shadow-xs hover:border-brand-300 hover:bg-brand-50/40',
                focusRing,
              )}
            >
              <span className="font-medium text-slate-900">{t(`menu:${shortcut.key}`)}</span>
              {shortcut.children.length > 1 && (
                <span className="mt-1 text-sm text-slate-500">
                  {shortcut.children.map((key) => t(`menu:${key}`)).join(' · ')}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
