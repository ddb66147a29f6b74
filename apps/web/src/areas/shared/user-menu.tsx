import { hasPrivilege } from '@sewa/domain/access/privileges';
import type { TRouteArea } from '@sewa/domain/access/routes';
import { loginPathFor } from '@sewa/domain/access/routes';
import { cx, focusRing } from '@sewa/ui/cx.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/use-session';
import { logout as endSession } from '../../shared/account/logout';
import { PROFILE_PATHS } from './profile-paths';

/** The operator's wallet: not in the §2.2 side menu, so reached from here (and from the 777 prompt). */
const WALLET_PATH = '/operator/wallet-history';

const entryClasses = cx(
  'flex min-h-10 w-full items-center px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100',
  focusRing,
);

/** The signed-in user's menu: who they are, their profile, log out. */
export function UserMenu({ area }: { area: TRouteArea }) {
  const { t } = useTranslation(['general', 'auth']);
  const { role, privileges } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  // product §4: clears the session (this tab and the others), ends it on the server, closes the socket.
  const logout = async () => {
    setIsOpen(false);
    const ended = endSession();
    await navigate({ to: loginPathFor(area), replace: true });
    queryClient.clear();
    await ended;
  };

  const roleLabel = role ? t(`auth:role.${role}`) : '';
  const profilePath = role ? PROFILE_PATHS[role] : undefined;

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={t('general:user-menu')}
        onClick={() => setIsOpen((open) => !open)}
        className={cx(
          'flex items-center gap-2 rounded-control p-1.5 text-slate-700 hover:bg-slate-100',
          focusRing,
        )}
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 1 1 14 0H3Z" />
          </svg>
        </span>
        <span className="hidden text-sm font-medium sm:inline">{roleLabel}</span>
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute right-0 z-30 mt-2 w-56 overflow-hidden rounded-card border border-slate-200 bg-white py-1 shadow-lg"
      >
        {roleLabel && (
          <p className="border-b border-slate-100 px-4 py-2 text-xs text-slate-500">
            {t('auth:signed-in-as', { role: roleLabel })}
          </p>
        )}
        {profilePath && (
          <Link to={profilePath} className={entryClasses} onClick={() => setIsOpen(false)}>
            {t('general:my-profile')}
          </Link>
        )}
        {role === 'operator' && hasPrivilege(privileges, 'wallet-history') && (
          <Link to={WALLET_PATH} className={entryClasses} onClick={() => setIsOpen(false)}>
            {t('general:my-wallet')}
          </Link>
        )}
        <button type="button" className={entryClasses} onClick={() => void logout()}>
          {t('general:logout')}
        </button>
      </div>
    </div>
  );
}
