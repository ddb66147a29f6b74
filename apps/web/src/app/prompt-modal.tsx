import { Button } from '@sewa/ui/button.tsx';
import { Modal } from '@sewa/ui/modal.tsx';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageEffects } from './api/page-effects';
import { closePrompt, SUPPORT_PATH, TOP_UP_PATH, type TPromptKind } from './api/prompts';
import { useSession } from './use-session';

const onOpenChange = (open: boolean) => {
  if (!open) closePrompt();
};

export function PromptModal({ kind }: { kind: TPromptKind }) {
  const { t } = useTranslation('general');
  const { role } = useSession();
  let title: string;
  let body: string;
  let footer: ReactNode;

  switch (kind) {
    case 'timestamp-error':
      title = t('timestamp-error-title');
      body = t('timestamp-error');
      footer = <Button onClick={() => pageEffects.reload()}>{t('refresh')}</Button>;
      break;
    case 'verify-email':
      title = t('email-not-verified-title');
      body = t('email-not-verified-msg');
      footer = (
        <>
          <Button variant="outline" onClick={closePrompt}>
            {t('later')}
          </Button>
          <Button asChild>
            <Link to={role === 'tenant' ? '/verify-email' : '/user/verify-email'} onClick={closePrompt}>
              {t('verify-now')}
            </Link>
          </Button>
        </>
      );
      break;
    case 'insufficient-credit':
      title = t('insufficient-credit-title');
      body = t('insufficient-credit-msg');
      footer = (
        <>
          <Button variant="outline" asChild>
            <Link to={SUPPORT_PATH} onClick={closePrompt}>
              {t('contact-support')}
            </Link>
          </Button>
          <Button asChild>
            <Link to={TOP_UP_PATH} onClick={closePrompt}>
              {t('top-up')}
            </Link>
          </Button>
        </>
      );
      break;
    case 'account-blocked':
      title = t('account-blocked-title');
      body = t('account-blocked');
      footer = <Button onClick={closePrompt}>{t('ok')}</Button>;
      break;
    case 'gateway-not-active':
      title = t('payex-not-active-title');
      body = t('payex-not-active');
      footer = <Button onClick={closePrompt}>{t('ok')}</Button>;
      break;
  }

  return (
    <Modal open onOpenChange={onOpenChange} title={title} size="sm" footer={footer}>
      <p className="text-sm text-slate-700">{body}</p>
    </Modal>
  );
}
