import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { contactMessageView } from './contact-message-view';
import { setContactMessageHandled } from './repository';

/** admin-mark-contact-message: handled (answered) now, or back to new. */
export async function markContactMessage(uc: TUseCase, input: { id: number; handled: boolean }) {
  return uc.services.db.transaction(async (tx) => {
    const row = await setContactMessageHandled(tx, input.id, input.handled ? uc.services.now() : null);
    if (!row) throw notFound();
    await audit(tx, uc, {
      action: input.handled ? 'mark-handled' : 'mark-new',
      entity: 'contact-message',
      entityId: row.id,
    });
    return contactMessageView(row);
  });
}
