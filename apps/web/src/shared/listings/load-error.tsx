import { Button } from '@sewa/ui/button.tsx';
import { cx } from '@sewa/ui/cx.ts';
import { useTranslation } from 'react-i18next';
import { errorText } from '../forms/error-text';

/** A failed load: what went wrong and a way to try again. */
export function LoadError({
  error,
  onRetry,
  title,
  className,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  className?: string;
}) {
  const { t } = useTranslation('general');
  return (
    <div
      role="alert"
      className={cx(
        'flex flex-col items-center gap-3 rounded-card border border-red-200 bg-red-50 px-4 py-8 text-center',
        className,
      )}
    >
      {title && <p className="font-semibold text-red-900">{title}</p>}
      <p className="text-sm text-red-800">{errorText(error, t)}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('refresh')}
        </Button>
      )}
    </div>
  );
}
