import type { TDbExecutor } from '@sewa/db';
import type { TProperty } from '@sewa/domain';
import type { TScope } from '../../core/scope';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { toProperty } from './mappers';
import { loadPhotoFiles } from './photos';
import { findPropertyView } from './repository';

const actorView = (scope: TScope) =>
  scope.kind === 'admin' ? 'admin' : scope.kind === 'company' ? 'operator' : 'none';

export async function readProperty(db: TDbExecutor, scope: TScope, id: number): Promise<TProperty> {
  const view = await findPropertyView(db, scope, id);
  if (!view) throw notFound();
  const photoFiles = await loadPhotoFiles(db, [view.property.photos]);
  return toProperty(view, photoFiles, actorView(scope));
}

/** user-get-property / admin-get-property: one property in the caller's scope. */
export const getProperty = (uc: TUseCase, id: number) => readProperty(uc.services.db, uc.scope, id);
