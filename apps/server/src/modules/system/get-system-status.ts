import type { TSystemStatus } from '@sewa/domain';
import { simulatedServices } from '../../config';
import type { TUseCase } from '../../core/use-case';

/** The environment and which services are simulated (ALLOW_SIMULATORS, docs/decisions/0027-message-queue.md). */
export function getSystemStatus(uc: TUseCase): TSystemStatus {
  const { config } = uc.services;
  return { app_env: config.appEnv, simulated_services: simulatedServices(config) };
}
