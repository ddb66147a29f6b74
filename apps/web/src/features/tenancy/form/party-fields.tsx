import { Button } from '@sewa/ui/button.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePropertyOptions, useRoomOptions, useTenantOptions, useUnitOptions } from '../api/tenancy';
import { ChoiceField } from './form-fields';
import type { TTenancyForm } from './form-values';

/**
 * The tenant: one of the company's tenants, searched by name, mobile or e-mail; a tenant not yet in the
 * list is added on the tenant profile page (opened beside this form) and then found here. From a
 * booking the booker is the tenant: shown, not chosen.
 */
export function TenantField({ fixedName }: { fixedName?: string }) {
  const { t } = useTranslation('tenancy');
  const { setValue } = useFormContext<TTenancyForm>();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const found = useTenantOptions(search, fixedName === undefined);
  if (fixedName !== undefined) {
    return (
      <FormField label={t('field.tenant_user_id')} id="field-tenant-fixed">
        <TextInput value={fixedName} readOnly disabled />
      </FormField>
    );
  }
  const find = () => {
    setSearch(typed.trim());
    setValue('tenant_user_id', '');
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <FormField label={t('form.find-tenant')} id="tenant-search" className="min-w-0 flex-1">
          <TextInput
            type="search"
            value={typed}
            maxLength={100}
            placeholder={t('form.find-tenant-placeholder')}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                find();
              }
            }}
          />
        </FormField>
        <Button variant="secondary" onClick={find}>
          {t('form.find')}
        </Button>
        <Button variant="ghost" onClick={() => void found.refetch()}>
          {t('form.reload-tenants')}
        </Button>
      </div>
      <ChoiceField
        name="tenant_user_id"
        label={t('field.tenant_user_id')}
        isRequired
        placeholder={
          found.isFetching ? t('form.loading') : t('form.choose-tenant', { count: found.tenants.length })
        }
        options={found.tenants.map((tenant) => ({
          value: String(tenant.id),
          label: [tenant.name, tenant.mobile, tenant.email].filter(Boolean).join(' · '),
        }))}
        hint={
          <>
            {found.isError && <span className="block text-red-700">{t('form.tenants-failed')}</span>}
            {t('form.tenant-missing')}{' '}
            <Link
              to="/operator/create-new-tenant-profile"
              target="_blank"
              className="font-medium text-brand-700 hover:underline"
            >
              {t('form.add-tenant')}
            </Link>
          </>
        }
      />
    </div>
  );
}

/**
 * Property → unit → room (a room only for a room tenancy; none = the whole unit). From a booking the
 * place is the booking's: named, not chosen.
 */
export function PlaceFields({ isFixed }: { isFixed: boolean }) {
  const { t } = useTranslation('tenancy');
  const { watch, setValue } = useFormContext<TTenancyForm>();
  const propertyId = watch('property_id');
  const unitId = watch('unit_id');
  const roomId = watch('room_id');
  const properties = usePropertyOptions('operator');
  const units = useUnitOptions(propertyId);
  const rooms = useRoomOptions(unitId);
  if (isFixed) {
    const nameOf = (options: { value: string; label: string }[], id: string) =>
      options.find((o) => o.value === id)?.label ?? `#${id}`;
    const place = [
      nameOf(properties, propertyId),
      nameOf(units, unitId),
      roomId ? nameOf(rooms, roomId) : t('form.whole-unit'),
    ].join(' · ');
    return (
      <FormField label={t('field.place')} id="field-place-fixed">
        <TextInput value={place} readOnly disabled />
      </FormField>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <ChoiceField
        name="property_id"
        label={t('field.property_id')}
        isRequired
        placeholder={t('form.choose')}
        options={properties}
        onChange={() => {
          setValue('unit_id', '');
          setValue('room_id', '');
        }}
      />
      <ChoiceField
        name="unit_id"
        label={t('field.unit_id')}
        isRequired
        isDisabled={!propertyId}
        placeholder={t('form.choose')}
        options={units}
        onChange={() => setValue('room_id', '')}
      />
      <ChoiceField
        name="room_id"
        label={t('field.room_id')}
        hint={t('form.hint.room')}
        isDisabled={!unitId}
        placeholder={t('form.whole-unit')}
        options={rooms}
      />
    </div>
  );
}
