import type { TPageInput } from '../../core/paging';
import { pageOut } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { listContactMessages as listRows } from './repository';

/** Received messages, newest first (admins only: the call's access rule). */
export async function listContactMessages(uc: TUseCase, input: TPageInput) {
  const { rows, total } = await listRows(uc.services.db, input);
  const items = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt?.toISOString() ?? null,
  }));
  return pageOut(items, total, input);
}
