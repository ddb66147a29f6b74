import { Button } from '@sewa/ui/button.tsx';
import { PageHeader } from '@sewa/ui/page-header.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../shared/forms/form-alert';
import { usePageTitle } from '../../shared/use-page-title';

export function ProfileFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <PageHeader title={title} actions={actions} />
      {children}
    </div>
  );
}

/** Loading and failure states shared by every profile page ("An error occurred while fetching detail."). */
export function Loadable({
  isPending,
  isError,
  onRetry,
  failedKey = 'fetch-failed',
  children,
}: {
  isPending: boolean;
  failedKey?: string;
  isError: boolean;
  onRetry: () => void;
  children: () => ReactNode;
}) {
  const { t } = useTranslation('profile');
  if (isPending)
    return (
      <div className="flex justify-center py-16 text-brand-700">
        <Spinner size="lg" />
      </div>
    );
  if (isError)
    return (
      <FormAlert>
        <span className="block">{t(failedKey)}</span>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          {t('retry')}
        </Button>
      </FormAlert>
    );
  return <>{children()}</>;
}
