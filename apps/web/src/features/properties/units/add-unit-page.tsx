import type { TProperty } from '@sewa/domain/properties/property-schemas';
import { useToast } from '@sewa/ui/toast.tsx';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { useCreateUnit } from '../api/unit-calls';
import { usePropertiesArea } from '../shared/area';
import { UnitForm } from './unit-form';
import { unitInputOf } from './unit-form-values';
import { useUnitForm } from './use-unit-form';

/** /operator/add-unit/{id}: a new unit in property {id}; its rooms or its rental come next. */
export function AddUnitScreen() {
  const { calls } = usePropertiesArea();
  return <RecordScreen contract={calls.get}>{(property) => <AddUnit property={property} />}</RecordScreen>;
}

function AddUnit({ property }: { property: TProperty }) {
  const { t } = useTranslation('properties');
  const { base } = usePropertiesArea();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useUnitForm({ property_id: property.id });
  const createUnit = useCreateUnit();

  const onSubmit = useFormSubmit(form, t('add-unit.failed'), async (values) => {
    const response = await createUnit.mutateAsync({ property_id: property.id, ...unitInputOf(values) });
    const unit = response.data;
    toast.success(t('add-unit.created', { unit: unit.unit_number }));
    // A unit let by room needs its rooms before anything can be rented; a whole unit goes straight to rent.
    await navigate({
      to: `${base}/edit-unit/${unit.id}`,
      search: { tabId: unit.rental_type === 'room' ? 'rooms' : 'rentals' },
    });
  });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <ScreenHeader
        title={t('add-unit.title')}
        description={t('add-unit.description', { name: property.name })}
        breadcrumbs={[
          { label: t('list.title'), href: `${base}/properties` },
          { label: property.name, href: `${base}/edit-property/${property.id}` },
          { label: t('add-unit.title') },
        ]}
      />
      <UnitForm form={form} onSubmit={onSubmit} submitLabel={t('add-unit.submit')} />
    </div>
  );
}
