import type { TDb } from '@sewa/db';
import type { TConfig } from '../../config';
import type { TPaymentGateway } from './gateway';
import { createPayexGateway } from './payex-adapter';
import { createSimulatorGateway, type TSimulatorGateway } from './simulator/simulator-gateway';

export type { TGatewayCredentials, TGatewayResult, TPaymentGateway } from './gateway';
export type { TSimulatorGateway } from './simulator/simulator-gateway';

/** The gateway PAYMENT_GATEWAY chooses: the simulator (development, test) or Payex. */
export function createPaymentGateway(config: TConfig, db: TDb, now: () => Date): TPaymentGateway {
  return config.paymentGateway === 'payex'
    ? createPayexGateway({ baseUrl: config.payexBaseUrl, now })
    : createSimulatorGateway({
        db,
        publicBaseUrl: config.publicBaseUrl,
        secretKey: config.secretKey,
        now,
      });
}

/** The simulator's extra powers (hosted page, dev completion, settlement export); null for Payex. */
export const simulatorOf = (gateway: TPaymentGateway): TSimulatorGateway | null =>
  gateway.name === 'simulator' ? (gateway as TSimulatorGateway) : null;
