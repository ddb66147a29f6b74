import { buttonClasses } from '@sewa/ui/button.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { AREA_CALLS } from '../shared/calls';
import { ListingActionButtons } from './listing-action-buttons';
import { TabbedPropertyList } from './property-list';
import { usePropertyList } from './use-property-list';

/** /operator/properties: the company's listings by tab, with search, filters and the workflow actions. */
export function OperatorPropertiesPage() {
  const { t } = useTranslation('properties');
  const list = usePropertyList(AREA_CALLS.operator.list, 'published');
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Link to="/operator/add-property" className={buttonClasses('primary')}>
            {t('list.add')}
          </Link>
        }
      />
      <TabbedPropertyList
        list={list}
        caption={t('list.title')}
        editHref={(item) => `/operator/edit-property/${item.id}`}
        actions={(item) => <ListingActionButtons listing={item} actor="operator" />}
      />
    </div>
  );
}
