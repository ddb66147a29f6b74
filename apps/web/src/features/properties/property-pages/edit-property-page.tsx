import { isEditableStatus } from '@sewa/domain/properties/listing-workflow';
import type { TProperty } from '@sewa/domain/properties/property-schemas';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { useUpdateProperty } from '../api/property-calls';
import { ListingActionButtons } from '../list/listing-action-buttons';
import { PropertyForm } from '../property-form/property-form';
import { propertyFormOf, propertyInputOf } from '../property-form/property-form-values';
import { usePropertyForm } from '../property-form/use-property-form';
import { usePropertiesArea } from '../shared/area';
import { ListingStatusBadge } from '../shared/listing-status-badge';
import { ListingChecklist } from './listing-checklist';
import { UnitsPanel } from './units-panel';

/** /operator/edit-property/{id} and /admin/edit-property/{id}: the property, its workflow and its units. */
export function EditPropertyScreen() {
  const { calls } = usePropertiesArea();
  return (
    <RecordScreen contract={calls.get}>{(property) => <EditProperty property={property} />}</RecordScreen>
  );
}

function EditProperty({ property }: { property: TProperty }) {
  const { t } = useTranslation('properties');
  const { area, base, calls } = usePropertiesArea();
  const [tab, setTab] = useState('details');
  const toast = useToast();
  const update = useUpdateProperty(calls);
  const form = usePropertyForm('update', { id: property.id, values: propertyFormOf(property) });
  const isReadOnly = !calls.update || !isEditableStatus(property.status);

  const onSubmit = useFormSubmit(form, t('edit.failed'), async (values) => {
    const response = await update.mutateAsync({ id: property.id, ...propertyInputOf(values) });
    form.reset(propertyFormOf(response.data));
    toast.success(t('edit.saved'));
  });

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <ScreenHeader
        title={property.name}
        description={
          area === 'admin'
            ? t('edit.owner', { company: property.company_name, landlord: property.landlord_name ?? '—' })
            : property.landlord_name
              ? t('edit.landlord', { name: property.landlord_name })
              : undefined
        }
        breadcrumbs={[{ label: t('list.title'), href: `${base}/properties` }, { label: property.name }]}
        actions={
          area === 'landlord' ? undefined : (
            <ListingActionButtons
              listing={property}
              actor={area === 'admin' ? 'admin' : 'operator'}
              allowed={property.available_actions}
              size="md"
            />
          )
        }
      />
      <div className="flex flex-wrap items-center gap-2">
        <ListingStatusBadge status={property.status} />
        {property.status === 'draft' && property.rejection_reason && (
          <p role="note" className="rounded-control bg-red-50 px-3 py-1.5 text-sm text-red-800">
            {t('edit.rejected', { reason: property.rejection_reason })}
          </p>
        )}
        {property.status === 'archived' && (
          <p className="text-sm text-slate-600">{t('edit.archived-note')}</p>
        )}
      </div>
      {property.status === 'draft' && area === 'operator' && <ListingChecklist property={property} />}
      <Tabs
        aria-label={t('edit.tabs')}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'details',
            label: t('edit.tab-details'),
            content: (
              <PropertyForm
                form={form}
                onSubmit={onSubmit}
                submitLabel={t('edit.submit')}
                propertyId={property.id}
                isReadOnly={isReadOnly}
                owner={
                  area === 'operator'
                    ? {
                        current: property.landlord_user_id
                          ? { id: String(property.landlord_user_id), name: property.landlord_name ?? '' }
                          : undefined,
                      }
                    : undefined
                }
              />
            ),
          },
          {
            value: 'units',
            label: t('edit.tab-units', { n: property.unit_count }),
            content: <UnitsPanel property={property} />,
          },
        ]}
      />
    </div>
  );
}
