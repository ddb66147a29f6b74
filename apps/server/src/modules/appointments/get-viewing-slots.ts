import { viewingSlots } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';

/** public-get-viewing-slots: the slots a visitor may pick now (office hours, next 3 working days). */
export const getViewingSlots = (uc: TUseCase) => ({ slots: viewingSlots(uc.services.now()) });
