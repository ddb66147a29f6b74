import { workCategoryLabel } from '@sewa/domain/users/partners-categories';
import type { TSubContractor } from '@sewa/domain/users/partners-schemas';
import { Button } from '@sewa/ui/button.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../app/language';
import { PagedTable, usePagedCall } from '../../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../../shared/screens/panel-bar';
import { RecordScreen } from '../../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../../shared/screens/screen-header';
import { ScreenState } from '../../../../shared/screens/screen-state';
import { SearchBox } from '../../../../shared/screens/search-box';
import {
  SUB_CONTRACTOR_CALLS,
  useCreateSubContractor,
  useSubContractorOptions,
  useUpdateSubContractor,
} from '../api/partners';
import { InvitationNotice, mobileText, PartnerStatus } from '../shared/partner-bits';
import { NEW_SUB_CONTRACTOR, SubContractorForm, subContractorFormOf } from './sub-contractor-form';

// The contractor's own sub-contractors (product §2.4). They see only the work assigned to them: the
// work-order screens and calls enforce that.

const crumbs = (t: (key: string) => string, current: string) => [
  { label: t('sub.list-title'), href: '/contractor/sub-contractor' },
  { label: current },
];

/** sub-contractor: the list, with search. */
export function SubContractorListScreen() {
  const { t } = useTranslation('partners');
  const lang = useLanguage();
  const [search, setSearch] = useState('');
  const paged = usePagedCall(SUB_CONTRACTOR_CALLS.list, { search: search || undefined });
  const columns: TDataTableColumn<TSubContractor>[] = [
    {
      key: 'name',
      header: t('list.name'),
      cell: (s) => <span className="font-medium text-slate-900">{s.name}</span>,
    },
    { key: 'phone', header: t('list.phone'), cell: (s) => mobileText(s.mobile_country_code, s.mobile) },
    {
      key: 'categories',
      header: t('list.categories'),
      cell: (s) => s.categories.map((c) => workCategoryLabel(c, lang)).join(', '),
    },
    { key: 'status', header: t('list.status'), cell: (s) => <PartnerStatus status={s.status} /> },
    {
      key: 'actions',
      header: <span className="sr-only">{t('list.actions')}</span>,
      cell: (s) => (
        <Link
          to={`/contractor/edit-sub-contractor/${s.id}`}
          className={ROW_LINK_CLASSES}
          aria-label={t('list.edit-named', { name: s.name })}
        >
          {t('list.edit')}
        </Link>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('sub.list-title')}
        description={t('sub.list-description')}
        actions={
          <Button asChild>
            <Link to="/contractor/create-sub-contractor">{t('sub.create')}</Link>
          </Button>
        }
      />
      <SearchBox
        value={search}
        onSearch={(next) => {
          setSearch(next);
          paged.setPage(1);
        }}
        label={t('sub.search')}
        placeholder={t('list.search-placeholder')}
        buttonLabel={t('list.search-button')}
      />
      <PagedTable paged={paged} caption={t('sub.list-title')} columns={columns} rowKey={(s) => s.id} />
    </div>
  );
}

/** The contractor's own categories, which its sub-contractors' forms offer. */
function WithOptions({ children }: { children: (allowed: string[], allowedSubs: string[]) => ReactNode }) {
  const query = useSubContractorOptions();
  return (
    <ScreenState query={query} data={query.data?.data}>
      {(options) => children(options.categories, options.sub_categories)}
    </ScreenState>
  );
}

/** create-sub-contractor: it gets an SMS to set its password. */
export function CreateSubContractorScreen() {
  const { t } = useTranslation('partners');
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateSubContractor();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <ScreenHeader
        title={t('sub.create-title')}
        description={t('sub.create-description')}
        breadcrumbs={crumbs(t, t('sub.create-title'))}
      />
      <WithOptions>
        {(allowed, allowedSubs) => (
          <SubContractorForm
            values={NEW_SUB_CONTRACTOR}
            allowed={allowed}
            allowedSubs={allowedSubs}
            submitLabel={t('sub.create-submit')}
            save={async (input) => {
              const answer = await create.mutateAsync(input);
              toast.success(t('sub.created', { name: answer.data.name }));
              await navigate({ to: '/contractor/sub-contractor' });
            }}
          />
        )}
      </WithOptions>
    </div>
  );
}

/** edit-sub-contractor/{id}. */
export function EditSubContractorScreen() {
  const { t } = useTranslation('partners');
  const toast = useToast();
  const update = useUpdateSubContractor();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <RecordScreen contract={SUB_CONTRACTOR_CALLS.get}>
        {(sub) => (
          <>
            <ScreenHeader
              title={sub.name}
              breadcrumbs={crumbs(t, sub.name)}
              actions={<PartnerStatus status={sub.status} />}
            />
            <InvitationNotice name={sub.name} hasPassword={sub.has_password} />
            <WithOptions>
              {(allowed, allowedSubs) => (
                <SubContractorForm
                  values={subContractorFormOf(sub)}
                  allowed={allowed}
                  allowedSubs={allowedSubs}
                  submitLabel={t('common.save')}
                  save={async (input) => {
                    await update.mutateAsync({ ...input, id: sub.id });
                    toast.success(t('common.saved'));
                  }}
                />
              )}
            </WithOptions>
          </>
        )}
      </RecordScreen>
    </div>
  );
}
