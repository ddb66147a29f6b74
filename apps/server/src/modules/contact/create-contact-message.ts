import type { TContactMessage } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { insertContactMessage } from './repository';

/** Stores a visitor's message with the language and address it came from. */
export async function createContactMessage(uc: TUseCase, input: TContactMessage) {
  const row = await insertContactMessage(uc.services.db, {
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    message: input.message,
    language: uc.lang,
    ip: uc.ip ?? null,
    createdAt: uc.services.now(),
  });
  return { id: row.id };
}
