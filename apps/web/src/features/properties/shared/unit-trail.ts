import { unitLabel } from '@sewa/domain/properties/unit-label';
import type { TBreadcrumb } from '@sewa/ui/page-header.tsx';
import { useTranslation } from 'react-i18next';
import { usePropertiesArea } from './area';

type TUnitRef = { id: number; unit_number: string; block: string | null };

/**
 * Breadcrumbs of a screen under a unit: the property list, the property, the unit, then `here` (without
 * `here`, the unit itself is the screen and is not a link).
 */
export function useUnitTrail(
  property: { id: number; name: string },
  unit: TUnitRef,
  here?: string,
): TBreadcrumb[] {
  const { t } = useTranslation('properties');
  const { base } = usePropertiesArea();
  return [
    { label: t('list.title'), href: `${base}/properties` },
    { label: property.name, href: `${base}/edit-property/${property.id}` },
    here === undefined
      ? { label: unitLabel(unit) }
      : { label: unitLabel(unit), href: `${base}/edit-unit/${unit.id}` },
    ...(here === undefined ? [] : [{ label: here }]),
  ];
}
