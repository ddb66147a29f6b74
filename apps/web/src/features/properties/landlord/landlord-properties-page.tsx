import { buttonClasses } from '@sewa/ui/button.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { TabbedPropertyList } from '../list/property-list';
import { usePropertyList } from '../list/use-property-list';
import { AREA_CALLS } from '../shared/calls';

/** /landlord/properties: the properties the landlord owns, by listing status; drafts can still get units. */
export function LandlordPropertiesPage() {
  const { t } = useTranslation('properties');
  const list = usePropertyList(AREA_CALLS.landlord.list, 'published');
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('landlord.title')}
        description={t('landlord.description')}
        actions={
          <>
            <Link to="/landlord/add-unit" className={buttonClasses('outline')}>
              {t('landlord.add-unit')}
            </Link>
            <Link to="/landlord/add-property" className={buttonClasses('primary')}>
              {t('landlord.propose')}
            </Link>
          </>
        }
      />
      <TabbedPropertyList
        list={list}
        caption={t('landlord.title')}
        editHref={null}
        actions={(item) =>
          item.status === 'draft' ? (
            <Link
              to="/landlord/add-unit"
              search={{ property_id: item.id }}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {t('landlord.add-unit')}
            </Link>
          ) : null
        }
      />
    </div>
  );
}
