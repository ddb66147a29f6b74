import type { TTenancyDetail } from '@sewa/domain/tenancy/schemas';
import { Card } from '@sewa/ui/card.tsx';
import { DataTable } from '@sewa/ui/data-table.tsx';
import { useTranslation } from 'react-i18next';
import { Facts } from '../shared/facts';

/** Who lives there: the main tenant, the extra tenants and the emergency contact. */
export function TenantsTab({ tenancy }: { tenancy: TTenancyDetail }) {
  const { t } = useTranslation('tenancy');
  const contact = tenancy.emergency_contact;
  return (
    <div className="flex flex-col gap-4">
      <Card title={t('details.main-tenant')}>
        <Facts
          items={[
            [t('details.name'), tenancy.tenant_name],
            [t('details.mobile'), tenancy.tenant_mobile ?? '—'],
            [t('details.email'), tenancy.tenant_email ?? '—'],
          ]}
        />
      </Card>
      <Card title={t('form.section.extra-tenants')}>
        <DataTable
          caption={t('form.section.extra-tenants')}
          columns={[
            { key: 'name', header: t('field.extra_name') },
            { key: 'id_number', header: t('field.extra_id_number'), cell: (x) => x.id_number ?? '—' },
            { key: 'mobile', header: t('field.extra_mobile'), cell: (x) => x.mobile ?? '—' },
          ]}
          rows={tenancy.extra_tenants}
          rowKey={(x) => `${x.name}-${x.id_number ?? ''}-${x.mobile ?? ''}`}
        />
      </Card>
      <Card title={t('form.section.contact')}>
        <Facts
          items={[
            [t('field.emergency_contact_name'), contact.name ?? '—'],
            [t('field.emergency_contact_mobile'), contact.mobile ?? '—'],
            [t('field.emergency_contact_relationship'), contact.relationship ?? '—'],
          ]}
        />
      </Card>
    </div>
  );
}
