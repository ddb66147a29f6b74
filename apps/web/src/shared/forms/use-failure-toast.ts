import { useToast } from '@sewa/ui/toast.tsx';
import { useErrorText } from './error-text';

/** Reports a failed action as a toast: what failed, then the server's reason. */
export function useFailureToast() {
  const toast = useToast();
  const errorText = useErrorText();
  return (title: string, error: unknown) => toast.error({ title, description: errorText(error) });
}
