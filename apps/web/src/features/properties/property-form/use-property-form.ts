import {
  ZCreatePropertyInput,
  ZProposePropertyInput,
  ZUpdatePropertyInput,
} from '@sewa/domain/properties/property-schemas';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { EMPTY_PROPERTY, propertyInputOf, type TPropertyForm } from './property-form-values';

const SCHEMAS = {
  create: ZCreatePropertyInput,
  propose: ZProposePropertyInput,
  update: ZUpdatePropertyInput,
};

/** The property form, checked by the schema of the call it will make. */
export function usePropertyForm(
  mode: keyof typeof SCHEMAS,
  options: { id?: number; values?: TPropertyForm } = {},
) {
  return useForm<TPropertyForm>({
    defaultValues: EMPTY_PROPERTY,
    values: options.values,
    // Keep what the user typed if the property is refetched in the background.
    resetOptions: { keepDirtyValues: true },
    resolver: schemaResolver(SCHEMAS[mode], (form) => ({
      ...propertyInputOf(form),
      ...(options.id ? { id: options.id } : {}),
    })),
  });
}
