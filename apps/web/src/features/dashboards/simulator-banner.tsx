import { useTranslation } from 'react-i18next';
import { useSystemStatus } from './api/dashboard';

/**
 * Tells admins which services run on a simulator (e-mail, SMS, payments, credit checks reach no one).
 * Production has them only with ALLOW_SIMULATORS=1 (docs/deployment.md). Nothing while loading, on
 * failure, or when every service is real.
 */
export function SimulatorBanner() {
  const { t } = useTranslation('dashboard');
  const { status } = useSystemStatus();
  if (!status || status.simulated_services.length === 0) return null;
  const services = status.simulated_services.map((s) => t(`simulators.service.${s}`));
  return (
    <div
      role="status"
      data-testid="simulator-banner"
      className="rounded-card border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="font-semibold">{t('simulators.title')}</p>
      <p>{t('simulators.list', { services: services.join(t('simulators.separator')) })}</p>
      <p>{t(status.app_env === 'production' ? 'simulators.production' : 'simulators.development')}</p>
    </div>
  );
}
