import { Spinner } from '@sewa/ui/spinner.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../forms/error-text';
import { LoadError } from '../listings/load-error';
import { usePageTitle } from '../use-page-title';

type TQueryLike = { isError: boolean; error: unknown; refetch: () => unknown };

/**
 * Loading and failure of a screen's main query, so each screen only renders its success state. A 102
 * (not found, or another company's record) reads as "not found", without a retry that cannot help.
 */
export function ScreenState<T>({
  query,
  data,
  children,
}: {
  query: TQueryLike;
  data: T | undefined;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('properties');
  if (query.isError) {
    const missing = isNotFound(query.error);
    return (
      <>
        <FailureTitle missing={missing} />
        <LoadError
          title={missing ? t('common.not-found') : undefined}
          error={query.error}
          onRetry={missing ? undefined : () => query.refetch()}
        />
      </>
    );
  }
  if (data === undefined) {
    return (
      <div className="flex justify-center py-16 text-brand-700">
        <Spinner size="lg" />
      </div>
    );
  }
  return children(data);
}

/** A page that could not show its record still names itself in the browser tab. */
export function FailureTitle({ missing }: { missing: boolean }) {
  const { t } = useTranslation('general');
  usePageTitle(t(missing ? 'record-not-found-title' : 'load-failed-title'));
  return null;
}
