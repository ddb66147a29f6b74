import { ZCreateUnitInput, ZUpdateUnitInput } from '@sewa/domain/properties/unit-schemas';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { EMPTY_UNIT, type TUnitForm, unitInputOf } from './unit-form-values';

/**
 * The unit form, checked by the create or update schema. The target is read at validation time, so a
 * property chosen after the form was made (landlord add-unit) is the one checked.
 */
export function useUnitForm(target: { property_id: number | null } | { id: number }, values?: TUnitForm) {
  const targetRef = useRef(target);
  targetRef.current = target;
  const isCreate = 'property_id' in target;
  return useForm<TUnitForm>({
    defaultValues: EMPTY_UNIT,
    values,
    resolver: schemaResolver(isCreate ? ZCreateUnitInput : ZUpdateUnitInput, (form) => {
      const current = targetRef.current;
      return {
        ...unitInputOf(form),
        ...('property_id' in current ? { property_id: current.property_id ?? '' } : { id: current.id }),
      };
    }),
  });
}
