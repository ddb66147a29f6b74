import { type TTemplateDetail, type TTemplateRow, unknownVariables } from '@sewa/domain';
import type { TTemplateRecord } from './repository';

// A template as its callers see it.

export const templateRow = (t: TTemplateRecord): TTemplateRow => ({
  id: t.id,
  kind: t.kind === 'pma' ? 'pma' : 'tenancy',
  name: t.name,
  language: t.language === 'cn' ? 'cn' : 'en',
  is_default: t.companyId === null,
  updated_at: t.updatedAt.toISOString(),
});

export const templateDetail = (t: TTemplateRecord, canEdit: boolean): TTemplateDetail => ({
  ...templateRow(t),
  body: t.body,
  unknown_variables: unknownVariables(t.body),
  can_edit: canEdit,
});
