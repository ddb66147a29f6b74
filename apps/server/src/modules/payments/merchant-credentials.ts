import type { TDbExecutor } from '@sewa/db';
import { gatewayCredentialsFingerprint } from '@sewa/db/secret-box';
import { STATUS } from '@sewa/domain';
import { AppError } from '../../http/errors';
import type { TServices } from '../../http/services';
import type { TGatewayCredentials } from '../../integrations/payments/index';
import { openSecret } from '../accounts/secret-box';
import { findActivation, findCompanyGatewayAccount } from './repository';

// Whose gateway account takes a payment: the platform's (wallet top-ups, from configuration) or the
// company's (its tenants' payments; stored sealed on the company, activated once verified).

export const gatewayNotActive = () => new AppError(STATUS.GATEWAY_NOT_ACTIVE);

export function platformCredentials(services: TServices): TGatewayCredentials {
  if (!services.config.platformPayex) throw gatewayNotActive();
  return services.config.platformPayex;
}

/** The company's stored credentials, or null when username or secret is missing or unreadable. */
export async function storedCompanyCredentials(
  db: TDbExecutor,
  companyId: number,
  secretKey: string,
): Promise<TGatewayCredentials | null> {
  const company = await findCompanyGatewayAccount(db, companyId);
  if (!company?.paymentUsername || !company.paymentSecretEnc) return null;
  const secret = openSecret(company.paymentSecretEnc, secretKey);
  return secret ? { username: company.paymentUsername, secret } : null;
}

/** Ties an activation to the exact credentials verified (never stores the secret itself again). */
export const credentialsFingerprint = (creds: TGatewayCredentials): string =>
  gatewayCredentialsFingerprint(creds.username, creds.secret);

/**
 * The company's credentials when its gateway is activated for exactly these credentials; otherwise
 * 107 "Payex is not activate". Modules taking tenants' online payments call this first.
 */
export async function requireActiveGateway(
  services: TServices,
  companyId: number,
): Promise<TGatewayCredentials> {
  const creds = await storedCompanyCredentials(services.db, companyId, services.config.secretKey);
  const activation = await findActivation(services.db, companyId);
  if (
    !creds ||
    !activation ||
    activation.gateway !== services.payments.name ||
    activation.credentialsFingerprint !== credentialsFingerprint(creds)
  ) {
    throw gatewayNotActive();
  }
  return creds;
}

/** The credentials a payment was made with (to check its callback and to query it). */
export async function credentialsOfPayment(
  services: TServices,
  payment: { merchant: string; companyId: number },
): Promise<TGatewayCredentials | null> {
  if (payment.merchant === 'platform') return services.config.platformPayex;
  return storedCompanyCredentials(services.db, payment.companyId, services.config.secretKey);
}
