import { BATHROOM_TYPES, ROOM_TYPES } from '@sewa/domain/properties/enums';
import { ZCreateRoomInput, ZUpdateRoomInput } from '@sewa/domain/properties/unit-schemas';
import { FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../shared/forms/fields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { optionsOf, useLabels } from '../../../shared/listings/use-labels';
import { FurnishedField, PreferenceFields } from './preference-fields';
import { EMPTY_ROOM, type TRoomForm } from './unit-form-values';

/** The room form, checked by the create (unit_id) or update (id) schema. */
export function useRoomForm(target: { unit_id: number } | { id: number }, values?: TRoomForm) {
  return useForm<TRoomForm>({
    defaultValues: EMPTY_ROOM,
    values,
    resolver: schemaResolver('unit_id' in target ? ZCreateRoomInput : ZUpdateRoomInput, (form) => ({
      ...form,
      ...target,
    })),
  });
}

/** A room's fields (product §3 Room): title, type, furnishing, bathroom and preferences. */
export function RoomFields({ form, id }: { form: UseFormReturn<TRoomForm>; id: string }) {
  const { t } = useTranslation('properties');
  const labels = useLabels();
  return (
    <FormProvider {...form}>
      <div id={id} className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="title"
          label={t('room-form.title')}
          isRequired
          maxLength={80}
          className="sm:col-span-2"
        />
        <SelectField
          name="room_type"
          label={t('room-form.room-type')}
          isRequired
          options={optionsOf(ROOM_TYPES, labels.ROOM_TYPE_LABELS)}
          placeholder={t('form.choose')}
        />
        <SelectField
          name="bathroom_type"
          label={t('room-form.bathroom')}
          isRequired
          options={optionsOf(BATHROOM_TYPES, labels.BATHROOM_TYPE_LABELS)}
          placeholder={t('form.choose')}
        />
        <FurnishedField label={t('room-form.furnished')} />
        <PreferenceFields genderLabel={t('room-form.gender')} raceLabel={t('room-form.race')} />
      </div>
    </FormProvider>
  );
}
