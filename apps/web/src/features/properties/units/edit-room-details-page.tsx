import { isEditableStatus } from '@sewa/domain/properties/listing-workflow';
import { unitLabel } from '@sewa/domain/properties/unit-label';
import type { TRoomDetail } from '@sewa/domain/properties/unit-schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { Notice } from '../../../shared/screens/notice';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { useUpdateRoom } from '../api/unit-calls';
import { usePropertiesArea } from '../shared/area';
import { useUnitTrail } from '../shared/unit-trail';
import { RoomFields, useRoomForm } from './room-form';
import { roomFormOf, roomInputOf } from './unit-form-values';

/**
 * /operator/edit-room-details/{id} and /admin/edit-room-details/{id}: the room is read by its id. Older
 * links carry `?unit_id=`; it is still accepted, and a room of another unit is then not found.
 */
export function EditRoomDetailsScreen() {
  const { t } = useTranslation('properties');
  const { calls } = usePropertiesArea();
  const search = useSearch({ strict: false }) as { unit_id?: unknown };
  const unitId = search.unit_id === undefined ? null : String(search.unit_id);
  return (
    <RecordScreen contract={calls.getRoom}>
      {(room) =>
        unitId === null || unitId === String(room.unit.id) ? (
          <EditRoom room={room} />
        ) : (
          <Notice>{t('common.not-found')}</Notice>
        )
      }
    </RecordScreen>
  );
}

function EditRoom({ room }: { room: TRoomDetail }) {
  const { t } = useTranslation('properties');
  const { base, calls } = usePropertiesArea();
  const navigate = useNavigate();
  const toast = useToast();
  const updateRoom = useUpdateRoom(calls);
  const form = useRoomForm({ id: room.id }, roomFormOf(room));
  const isReadOnly = !calls.updateRoom || !isEditableStatus(room.property.status);
  const onSubmit = useFormSubmit(form, t('room-form.failed'), async (values) => {
    await updateRoom.mutateAsync({ id: room.id, ...roomInputOf(values) });
    toast.success(t('room-form.saved', { title: values.title }));
    await navigate({ to: `${base}/edit-unit/${room.unit.id}`, search: { tabId: 'rooms' } });
  });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <ScreenHeader
        title={t('room-form.edit-title', { title: room.title })}
        description={`${room.property.name} · ${unitLabel(room.unit)}`}
        breadcrumbs={useUnitTrail(room.property, room.unit, room.title)}
      />
      <Card>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={t('room-form.edit-title', { title: room.title })}
          className="flex flex-col gap-4"
        >
          <fieldset disabled={isReadOnly} className="min-w-0">
            <RoomFields form={form} id="edit-room-fields" />
          </fieldset>
          {!isReadOnly && (
            <Button type="submit" isLoading={form.formState.isSubmitting} className="self-end">
              {t('room-form.submit')}
            </Button>
          )}
        </form>
      </Card>
    </div>
  );
}
