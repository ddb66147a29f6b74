import { useToast } from '@sewa/ui/toast.tsx';
import { useTranslation } from 'react-i18next';
import { errorText } from '../listings/error-text';

/** Reports a failed action as a toast: what failed, then the server's reason. */
export function useFailureToast() {
  const toast = useToast();
  const { t } = useTranslation('general');
  return (title: string, error: unknown) => toast.error({ title, description: errorText(error, t) });
}
