import type { TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import { simulatorOf } from '../../integrations/payments/index';
import { findCompanyGatewayAccount } from './repository';

/** public-dev-export-gateway-settlement: the simulator's settlement report of a day (platform or company). */
export async function exportSimulatorSettlement(uc: TUseCase, input: { date: string; company_id?: number }) {
  const simulator = simulatorOf(uc.services.payments);
  if (!simulator) throw conflict('simulator-only');
  let username = uc.services.config.platformPayex?.username ?? null;
  if (input.company_id) {
    const company = await findCompanyGatewayAccount(uc.services.db, input.company_id);
    if (!company) throw notFound();
    username = company.paymentUsername;
  }
  if (!username) throw conflict('gateway-credentials-missing');
  const { csv, lines } = await simulator.settlementCsv(username, input.date);
  return { file_name: `payex-settlement-${input.date}.csv`, csv, lines };
}
