import { publicCalculateStampDuty } from '@sewa/domain/agreements/calls';
import { useCallMutation } from '../../../app/api/hooks';

/** The public stamp-duty calculator: a pure calculation, it changes nothing shown elsewhere. */
export const useCalculateStampDuty = () => useCallMutation(publicCalculateStampDuty);
