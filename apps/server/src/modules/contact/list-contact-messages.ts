import type { TListContactMessages } from '@sewa/domain';
import { pageOut } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { contactMessageView } from './contact-message-view';
import { listContactMessages as listRows } from './repository';

/** Received messages, newest first (admins only: the call's access rule). */
export async function listContactMessages(uc: TUseCase, input: TListContactMessages) {
  const { rows, total } = await listRows(
    uc.services.db,
    { status: input.status, search: input.search },
    input,
  );
  return pageOut(rows.map(contactMessageView), total, input);
}
