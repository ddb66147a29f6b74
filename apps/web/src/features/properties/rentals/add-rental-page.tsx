import { isEditableStatus } from '@sewa/domain/properties/listing-workflow';
import { unitLabel } from '@sewa/domain/properties/unit-label';
import type { TUnitDetail } from '@sewa/domain/properties/unit-schemas';
import { buttonClasses } from '@sewa/ui/button.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { Notice } from '../../../shared/screens/notice';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { useCreateRental } from '../api/unit-calls';
import { usePropertiesArea } from '../shared/area';
import { useUnitTrail } from '../shared/unit-trail';
import { RentalForm } from './rental-form';
import { createRentalPayload, useCreateRentalForm } from './use-rental-form';

/** /operator/add-rental/{id}: put unit {id}, or one of its rooms, up for rent. */
export function AddRentalScreen() {
  const { calls } = usePropertiesArea();
  return <RecordScreen contract={calls.getUnit}>{(unit) => <AddRental unit={unit} />}</RecordScreen>;
}

function AddRental({ unit }: { unit: TUnitDetail }) {
  const { t } = useTranslation('properties');
  const { base } = usePropertiesArea();
  const search = useSearch({ strict: false }) as { room_id?: unknown };
  const navigate = useNavigate();
  const toast = useToast();
  const createRental = useCreateRental();
  const isByRoom = unit.rental_type === 'room';
  const presetRoom = unit.room_list.find(
    (room) => String(room.id) === String(search.room_id ?? '') && !room.rental,
  );
  const form = useCreateRentalForm(unit.id, isByRoom, presetRoom ? String(presetRoom.id) : '');
  const crumbs = useUnitTrail(unit.property, unit, t('add-rental.title'));
  const openRooms = unit.room_list.filter((room) => !room.rental);
  const wholeUnitTaken =
    !isByRoom &&
    unit.rentals.some((r) => r.status === 'available' || r.status === 'booked' || r.status === 'rented');
  const blocker = !isEditableStatus(unit.property.status)
    ? t('add-rental.archived')
    : isByRoom && unit.room_list.length === 0
      ? t('add-rental.no-rooms')
      : isByRoom && openRooms.length === 0
        ? t('add-rental.all-rooms-rented')
        : wholeUnitTaken
          ? t('add-rental.unit-rented')
          : null;

  const onSubmit = useFormSubmit(form, t('add-rental.failed'), async (values) => {
    await createRental.mutateAsync(createRentalPayload(unit.id, isByRoom, values));
    toast.success(t('add-rental.created'));
    await navigate({ to: `${base}/edit-unit/${unit.id}`, search: { tabId: 'rentals' } });
  });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <ScreenHeader
        title={t('add-rental.title')}
        description={t('add-rental.description', { unit: unitLabel(unit), name: unit.property.name })}
        breadcrumbs={crumbs}
      />
      {blocker ? (
        <Notice
          action={
            <Link
              to={`${base}/edit-unit/${unit.id}`}
              search={{ tabId: isByRoom ? 'rooms' : 'rentals' }}
              className={buttonClasses('outline', 'sm')}
            >
              {t('add-rental.back-to-unit')}
            </Link>
          }
        >
          {blocker}
        </Notice>
      ) : (
        <RentalForm
          form={form}
          onSubmit={onSubmit}
          submitLabel={t('add-rental.submit')}
          rooms={isByRoom ? unit.room_list : undefined}
        />
      )}
    </div>
  );
}
