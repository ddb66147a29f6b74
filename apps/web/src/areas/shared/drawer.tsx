import { cx, focusRing } from '@sewa/ui/cx.ts';
import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

type TDrawerProps = { isOpen: boolean; onClose: () => void; label: string; children: ReactNode };

/**
 * The side menu on phone widths: a panel from the left over a dimmed page. Escape, the backdrop and the
 * close button close it; focus moves into it and back to the opener.
 */
export function Drawer({ isOpen, onClose, label, children }: TDrawerProps) {
  const { t } = useTranslation('general');
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const opener = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [isOpen, onClose]);

  if (!isOpen) return null;
  return createPortal(
    <div className="fixed inset-0 z-40 lg:hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-slate-900/50 animate-fade-in"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none"
      >
        <div className="flex h-14 shrink-0 items-center justify-end border-b border-slate-200 px-2">
          <button
            type="button"
            onClick={onClose}
            aria-label={t('close-menu')}
            className={cx('rounded-control p-2 text-slate-600 hover:bg-slate-100', focusRing)}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

export function MenuButton({ onClick, className }: { onClick: () => void; className?: string }) {
  const { t } = useTranslation('general');
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('open-menu')}
      className={cx('rounded-control p-2 text-slate-700 hover:bg-slate-100', focusRing, className)}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-6" fill="currentColor">
        <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm0 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm1 4a1 1 0 1 0 0 2h12a1 1 0 1 0 0-2H4Z" />
      </svg>
    </button>
  );
}
