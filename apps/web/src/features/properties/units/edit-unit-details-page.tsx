import { isEditableStatus } from '@sewa/domain/properties/listing-workflow';
import { unitLabel } from '@sewa/domain/properties/unit-label';
import type { TUnitDetail } from '@sewa/domain/properties/unit-schemas';
import { useToast } from '@sewa/ui/toast.tsx';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { useUpdateUnit } from '../api/unit-calls';
import { usePropertiesArea } from '../shared/area';
import { useUnitTrail } from '../shared/unit-trail';
import { UnitForm } from './unit-form';
import { unitFormOf, unitInputOf } from './unit-form-values';
import { useUnitForm } from './use-unit-form';

/** /operator/edit-unit-details/{id} and /admin/edit-unit-details/{id}: the unit's own fields. */
export function EditUnitDetailsScreen() {
  const { calls } = usePropertiesArea();
  return <RecordScreen contract={calls.getUnit}>{(unit) => <EditUnitDetails unit={unit} />}</RecordScreen>;
}

function EditUnitDetails({ unit }: { unit: TUnitDetail }) {
  const { t } = useTranslation('properties');
  const { base, calls } = usePropertiesArea();
  const navigate = useNavigate();
  const toast = useToast();
  const updateUnit = useUpdateUnit(calls);
  const form = useUnitForm({ id: unit.id }, unitFormOf(unit));
  const isReadOnly = !calls.updateUnit || !isEditableStatus(unit.property.status);

  const onSubmit = useFormSubmit(form, t('unit-form.failed'), async (values) => {
    const response = await updateUnit.mutateAsync({ id: unit.id, ...unitInputOf(values) });
    toast.success(t('unit-form.saved', { unit: response.data.unit_number }));
    await navigate({ to: `${base}/edit-unit/${unit.id}`, search: { tabId: 'details' } });
  });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <ScreenHeader
        title={t('unit-form.edit-title', { unit: unitLabel(unit) })}
        breadcrumbs={useUnitTrail(unit.property, unit, t('unit-form.edit-crumb'))}
      />
      <UnitForm form={form} onSubmit={onSubmit} submitLabel={t('unit-form.submit')} isReadOnly={isReadOnly} />
    </div>
  );
}
