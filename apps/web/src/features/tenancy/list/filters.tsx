import { ENDING_WITHIN_DAYS } from '@sewa/domain/tenancy/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Select, type TSelectOption } from '@sewa/ui/select.tsx';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../shared/screens/search-box';
import {
  type TTenancyArea,
  type TTenancyFilters,
  useCompanyOptions,
  usePropertyOptions,
  useRoomOptions,
  useTenantOptions,
  useUnitOptions,
} from '../api/tenancy';

/** The list's filters as the screen keeps them: '' is "all". */
export type TListFilters = {
  company: string;
  property: string;
  unit: string;
  room: string;
  tenant: string;
  ending: string;
  search: string;
};
export const NO_FILTERS: TListFilters = {
  company: '',
  property: '',
  unit: '',
  room: '',
  tenant: '',
  ending: '',
  search: '',
};

/** The list call's input of the filters (only the chosen ones). */
export function filterInput(f: TListFilters): TTenancyFilters {
  return {
    ...(f.company ? { company_id: f.company } : {}),
    ...(f.property ? { property_id: f.property } : {}),
    ...(f.unit ? { unit_id: f.unit } : {}),
    ...(f.room ? { room_id: f.room } : {}),
    ...(f.tenant ? { tenant_user_id: f.tenant } : {}),
    ...(f.ending ? { ending_within: Number(f.ending) as (typeof ENDING_WITHIN_DAYS)[number] } : {}),
    ...(f.search ? { search: f.search } : {}),
  };
}

const ALL = 'all';

/** A select whose first choice is "all" (stored as ''); nothing when there is nothing to choose. */
function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: readonly TSelectOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  if (options.length === 0) return null;
  return (
    <Select
      aria-label={label}
      className="w-full sm:w-48"
      options={[{ value: ALL, label: allLabel }, ...options]}
      value={value || ALL}
      onValueChange={(next) => onChange(next === ALL ? '' : next)}
    />
  );
}

/**
 * Property → unit → room, tenant (the operator's side), company (admin), tenure ending within 30/60/90
 * days, and a search. A property change clears its unit and room.
 */
export function TenancyFilters({
  area,
  value,
  onChange,
}: {
  area: TTenancyArea;
  value: TListFilters;
  onChange: (next: TListFilters) => void;
}) {
  const { t } = useTranslation('tenancy');
  const isOperator = area === 'operator';
  const properties = usePropertyOptions(area);
  const units = useUnitOptions(isOperator ? value.property : '');
  const rooms = useRoomOptions(isOperator ? value.unit : '');
  const tenants = useTenantOptions('', isOperator);
  const companies = useCompanyOptions(area);
  const isFiltered = Object.values(value).some((v) => v !== '');
  return (
    <div className="flex flex-col gap-3">
      <SearchBox
        value={value.search}
        onSearch={(search) => onChange({ ...value, search })}
        label={t('filters.search')}
        placeholder={t('filters.search-placeholder')}
        buttonLabel={t('filters.search-button')}
      />
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label={t('filters.company')}
          allLabel={t('filters.all-companies')}
          options={companies}
          value={value.company}
          onChange={(company) => onChange({ ...value, company })}
        />
        <FilterSelect
          label={t('filters.property')}
          allLabel={t('filters.all-properties')}
          options={properties}
          value={value.property}
          onChange={(property) => onChange({ ...value, property, unit: '', room: '' })}
        />
        {value.property && (
          <FilterSelect
            label={t('filters.unit')}
            allLabel={t('filters.all-units')}
            options={units}
            value={value.unit}
            onChange={(unit) => onChange({ ...value, unit, room: '' })}
          />
        )}
        {value.unit && (
          <FilterSelect
            label={t('filters.room')}
            allLabel={t('filters.all-rooms')}
            options={rooms}
            value={value.room}
            onChange={(room) => onChange({ ...value, room })}
          />
        )}
        <FilterSelect
          label={t('filters.tenant')}
          allLabel={t('filters.all-tenants')}
          options={tenants.tenants.map((tenant) => ({ value: String(tenant.id), label: tenant.name }))}
          value={value.tenant}
          onChange={(tenant) => onChange({ ...value, tenant })}
        />
        <FilterSelect
          label={t('filters.ending')}
          allLabel={t('filters.any-end')}
          options={ENDING_WITHIN_DAYS.map((days) => ({
            value: String(days),
            label: t('filters.ending-within', { days }),
          }))}
          value={value.ending}
          onChange={(ending) => onChange({ ...value, ending })}
        />
        {isFiltered && (
          <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
