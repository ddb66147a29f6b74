import { buttonClasses } from '@sewa/ui/button.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { LIST_CALLS } from '../api/inventory';
import { ExtraDecision } from './extra-decision';
import { ListView } from './list-view';

/** /operator/view-inventory-list/{id}: a list read-only, with its signature, signed PDF and history. */
export function ViewInventoryListScreen() {
  const { t } = useTranslation('inventory');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <RecordScreen contract={LIST_CALLS.operator.get}>
        {(list) => {
          const title = t('view.title', { code: list.tenancy_code, kind: t(`kind.${list.kind}`) });
          return (
            <>
              <ScreenHeader
                title={title}
                description={list.tenant_name}
                breadcrumbs={[
                  { label: t('lists.title'), href: '/operator/inventory-list' },
                  { label: title },
                ]}
                actions={
                  list.can_edit_items && (
                    <Link
                      to={`/operator/inventory-list-item-list/${list.id}`}
                      className={buttonClasses('primary', 'md')}
                    >
                      {t('view.edit-items')}
                    </Link>
                  )
                }
              />
              <ListView list={list} decide={(line) => <ExtraDecision line={line} />} />
            </>
          );
        }}
      </RecordScreen>
    </div>
  );
}
