import { activeMenuPath, menuWithScreens, type TMenuItem } from '@sewa/domain/access/menus';
import { cx, focusRing } from '@sewa/ui/cx.ts';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasScreen } from '../../app/router/router-context';

const itemClasses = cx(
  'flex min-h-10 w-full items-center rounded-control px-3 py-2 text-left text-sm font-medium text-slate-700',
  'hover:bg-slate-100 hover:text-slate-900',
  focusRing,
);
const activeClasses = 'bg-brand-50 text-brand-800 hover:bg-brand-100 hover:text-brand-900';

const containsPath = (entry: TMenuItem, path: string | undefined): boolean =>
  path !== undefined &&
  (entry.path === path || (entry.children ?? []).some((child) => containsPath(child, path)));

/** `active`: the path of the entry to highlight (activeMenuPath), also on its list's add and edit pages. */
type TEntryProps = { entry: TMenuItem; active: string | undefined; pathname: string };

function MenuGroup({ entry, active, pathname }: TEntryProps) {
  const { t } = useTranslation('menu');
  const holdsActive = containsPath(entry, active);
  const [isOpen, setIsOpen] = useState(holdsActive);
  // Opening a page of this group from elsewhere (a link in a screen) opens the group to show it.
  useEffect(() => {
    if (holdsActive) setIsOpen(true);
  }, [holdsActive]);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        className={cx(itemClasses, holdsActive && 'text-brand-800')}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span className="flex-1">{t(entry.key)}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className={cx('size-4 text-slate-400 transition-transform', isOpen && 'rotate-90')}
        >
          <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <ul id={listId} hidden={!isOpen} className="mt-0.5 ml-3 space-y-0.5 border-l border-slate-200 pl-2">
        {(entry.children ?? []).map((child) => (
          <MenuEntry key={child.key + (child.path ?? '')} entry={child} active={active} pathname={pathname} />
        ))}
      </ul>
    </li>
  );
}

function MenuEntry({ entry, active, pathname }: TEntryProps) {
  const { t } = useTranslation('menu');
  if (entry.children) return <MenuGroup entry={entry} active={active} pathname={pathname} />;
  if (!entry.path) return null;
  const isActive = entry.path === active;
  return (
    <li>
      <Link
        to={entry.path}
        className={cx(itemClasses, isActive && activeClasses)}
        // The page itself, or the list whose add or edit page is open.
        aria-current={isActive ? (entry.path === pathname ? 'page' : 'true') : undefined}
        activeOptions={{ exact: true }}
      >
        {t(entry.key)}
      </Link>
    </li>
  );
}

/**
 * A side menu; `items` are already filtered to what the user may see (visibleMenu). Entries whose page
 * has no screen yet are left out, so no entry leads to page-not-found.
 */
export function SideMenu({ items, label }: { items: readonly TMenuItem[]; label: string }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const shown = menuWithScreens(items, useHasScreen());
  const active = activeMenuPath(shown, pathname);
  return (
    <nav aria-label={label} className="p-3">
      <ul className="space-y-0.5">
        {shown.map((entry) => (
          <MenuEntry key={entry.key + (entry.path ?? '')} entry={entry} active={active} pathname={pathname} />
        ))}
      </ul>
    </nav>
  );
}
