import type { TAccountStatus } from '@sewa/domain/accounts/rules';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../../shared/screens/notice';

/** An account's status in a list or header. */
export function PartnerStatus({ status }: { status: TAccountStatus | 'archived' }) {
  const { t } = useTranslation('partners');
  return <StatusBadge status={status === 'archived' ? 'inactive' : status} label={t(`status.${status}`)} />;
}

/** '+60 123456789', or a dash. */
export const mobileText = (code: string | null, mobile: string | null) =>
  mobile ? `+${code ?? ''} ${mobile}` : '—';

/** Until the invited account sets its password it cannot sign in: say so on its record. */
export function InvitationNotice({ name, hasPassword }: { name: string; hasPassword: boolean }) {
  const { t } = useTranslation('partners');
  if (hasPassword) return null;
  return <Notice>{t('common.invited', { name })}</Notice>;
}
