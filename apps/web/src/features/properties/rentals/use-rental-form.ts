import { translateValidation } from '@sewa/domain/i18n/validation';
import { ZCreateRentalInput, ZUpdateRentalInput } from '@sewa/domain/properties/rental-schemas';
import { type Resolver, useForm } from 'react-hook-form';
import { i18n } from '../../../app/i18n';
import { asLanguage } from '../../../app/language';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { emptyRentalForm, rentalInputOf, type TRentalForm } from './rental-form-values';

/** The payload of user-create-rental: unit_id, and room_id when the unit is let by room. */
export const createRentalPayload = (unitId: number, isByRoom: boolean, form: TRentalForm) => ({
  unit_id: unitId,
  ...(isByRoom ? { room_id: form.room_id } : {}),
  ...rentalInputOf(form),
});

export function useCreateRentalForm(unitId: number, isByRoom: boolean, roomId = '') {
  const base = schemaResolver<TRentalForm>(ZCreateRentalInput, (form) =>
    createRentalPayload(unitId, isByRoom, form),
  );
  // room_id is optional in the schema (whole units have none); a room-let unit must name one.
  const resolver: Resolver<TRentalForm> = async (values, context, options) => {
    const result = await base(values, context, options);
    if (!isByRoom || values.room_id) return result;
    const message = translateValidation('required', asLanguage(i18n.language));
    return { values: {}, errors: { ...result.errors, room_id: { type: 'required', message } } };
  };
  return useForm<TRentalForm>({ defaultValues: emptyRentalForm(roomId), resolver });
}

export function useUpdateRentalForm(id: number, values: TRentalForm) {
  return useForm<TRentalForm>({
    defaultValues: values,
    resolver: schemaResolver(ZUpdateRentalInput, (form) => ({ id, ...rentalInputOf(form) })),
  });
}
