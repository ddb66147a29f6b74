import { devListOutbox } from './dev-list-outbox';
import { getMobileCountryCodes } from './get-mobile-country-codes';

export const systemCalls = [getMobileCountryCodes, devListOutbox];
