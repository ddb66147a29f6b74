import type { TRental } from '@sewa/domain/properties/rental-schemas';
import { Modal } from '@sewa/ui/modal.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useUpdateRental } from '../api/unit-calls';
import { RentalForm } from './rental-form';
import { rentalFormOf, rentalInputOf } from './rental-form-values';
import { useUpdateRentalForm } from './use-rental-form';

/** Change a rental's rent, date, status or move-in costs. Mounted only while open, so it starts fresh. */
export function EditRentalDialog({
  rental,
  title,
  onClose,
}: {
  rental: TRental;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('properties');
  const toast = useToast();
  const updateRental = useUpdateRental();
  const form = useUpdateRentalForm(rental.id, rentalFormOf(rental));
  const onSubmit = useFormSubmit(form, t('edit-rental.failed'), async (values) => {
    await updateRental.mutateAsync({ id: rental.id, ...rentalInputOf(values) });
    toast.success(t('edit-rental.saved'));
    onClose();
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('edit-rental.title', { title })}
      size="lg"
    >
      <RentalForm form={form} onSubmit={onSubmit} submitLabel={t('edit-rental.submit')} onCancel={onClose} />
    </Modal>
  );
}
