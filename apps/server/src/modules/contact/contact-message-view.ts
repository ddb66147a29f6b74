import type { TContactMessageItem } from '@sewa/domain';
import type { TContactMessageRow } from './repository';

export const contactMessageView = (row: TContactMessageRow): TContactMessageItem => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  language: row.language,
  created_at: row.createdAt.toISOString(),
  handled_at: row.handledAt?.toISOString() ?? null,
});
