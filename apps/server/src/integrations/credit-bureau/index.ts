import type { TConfig } from '../../config';
import type { TCreditBureau, TCreditBureauName } from './bureau';
import { createCtosEnqwsBureau } from './ctos-enqws-adapter';
import { createSimulatorBureau } from './simulator';

export {
  CreditBureauError,
  gradeOf,
  type TBureauReport,
  type TCreditBureau,
  type TCreditBureauName,
  type TCreditBureauSettings,
  type TCreditSubject,
} from './bureau';
export { simulatedOutcome, simulatedReport } from './simulator';

/**
 * The bureaus this process may use, by the active setting's provider. CREDIT_BUREAU names the default
 * provider (the one the first settings row gets); the simulator is refused in production
 * (docs/decisions/0018-credit-checks.md).
 */
export type TCreditBureaus = {
  defaultProvider: TCreditBureauName;
  /** The adapter of a provider, or null when this process may not use it. */
  forProvider: (provider: TCreditBureauName) => TCreditBureau | null;
};

export function createCreditBureaus(config: TConfig, now: () => Date): TCreditBureaus {
  const simulator = createSimulatorBureau({ now });
  const ctos = createCtosEnqwsBureau({ timeoutMs: config.ctosTimeoutMs });
  return {
    defaultProvider: config.creditBureau,
    forProvider: (provider) =>
      provider === 'ctos'
        ? ctos
        : config.appEnv === 'production' && !config.allowSimulators
          ? null
          : simulator,
  };
}
