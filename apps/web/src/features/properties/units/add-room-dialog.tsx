import { Button } from '@sewa/ui/button.tsx';
import { Modal } from '@sewa/ui/modal.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useCreateRoom } from '../api/unit-calls';
import { RoomFields, useRoomForm } from './room-form';
import { EMPTY_ROOM, roomInputOf } from './unit-form-values';

/** Add a room to a unit let by room, without leaving the unit's screen. */
export function AddRoomDialog({
  unitId,
  open,
  onOpenChange,
}: {
  unitId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('properties');
  const toast = useToast();
  const createRoom = useCreateRoom();
  const form = useRoomForm({ unit_id: unitId });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) form.reset(EMPTY_ROOM);
  };
  const onSubmit = useFormSubmit(form, t('room-form.failed'), async (values) => {
    const response = await createRoom.mutateAsync({ unit_id: unitId, ...roomInputOf(values) });
    toast.success(t('room-form.created', { title: response.data.title }));
    close(false);
  });
  return (
    <Modal open={open} onOpenChange={close} title={t('room-form.add-title')} size="lg">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('room-form.add-title')}
        className="flex flex-col gap-4"
      >
        <RoomFields form={form} id="add-room-fields" />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => close(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            {t('room-form.add-submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
