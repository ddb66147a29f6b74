import type { TTemplateRow } from '@sewa/domain/agreements/schemas';
import { PMA_VARIABLES, TENANCY_VARIABLES } from '@sewa/domain/agreements/variables';
import { Button } from '@sewa/ui/button.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { NativeSelect } from '../../../shared/forms/native-select';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { AdminAgreementDialog } from '../admin/admin-agreement';
import {
  useCreateTemplate,
  useDeleteTemplate,
  useTemplate,
  useTemplates,
  useUpdateTemplate,
} from '../api/agreements';
import { BodyEditor } from '../edit/body-editor';
import { AgreementTabs } from '../list/agreement-list';
import { when } from '../shared/parts';

// Templates (product §10.2): tenancy-e-agreement lists the platform's defaults (a company copies one to
// change it), custom-templates the company's own, create-e-agreement writes one (?template_id= edits,
// ?copy_from= starts from another). The admin's tenancy-e-agreement edits the defaults in place and
// lists every company's agreements, one opened over the list by ?agreement_id= (its stamping recorded there).

type TArea = 'operator' | 'admin';
/** A positive id from the address, else null. */
const idOf = (v: unknown): number | null => (Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : null);
const editorPath = (area: TArea) =>
  area === 'admin' ? '/admin/tenancy-e-agreement' : '/operator/create-e-agreement';

function TemplateTable({ area, origin }: { area: TArea; origin: 'default' | 'own' }) {
  const { t } = useTranslation('agreements');
  const toast = useToast();
  const fail = useFailureToast();
  const query = useTemplates(area, { origin });
  const remove = useDeleteTemplate();
  const [deleting, setDeleting] = useState<TTemplateRow | null>(null);
  const canChange = area === 'admin' || origin === 'own';
  const columns: TDataTableColumn<TTemplateRow>[] = [
    { key: 'name', header: t('templates.name'), cell: (r) => <span className="font-medium">{r.name}</span> },
    { key: 'kind', header: t('templates.kind'), cell: (r) => t(`kind.${r.kind}`) },
    { key: 'language', header: t('templates.language'), cell: (r) => t(`language.${r.language}`) },
    { key: 'updated', header: t('templates.updated'), cell: (r) => when(r.updated_at) },
    {
      key: 'actions',
      header: <span className="sr-only">{t('list.actions')}</span>,
      cell: (r) => (
        <span className="flex flex-wrap gap-2">
          {canChange ? (
            <Link
              className="text-brand-700 underline"
              to={editorPath(area)}
              search={{ template_id: r.id }}
              aria-label={t('templates.edit-named', { name: r.name })}
            >
              {t('templates.edit')}
            </Link>
          ) : (
            <Link
              className="text-brand-700 underline"
              to="/operator/create-e-agreement"
              search={{ copy_from: r.id }}
              aria-label={t('templates.copy-named', { name: r.name })}
            >
              {t('templates.copy')}
            </Link>
          )}
          {area === 'operator' && origin === 'own' && (
            <button type="button" className="text-red-700 underline" onClick={() => setDeleting(r)}>
              {t('templates.delete')}
            </button>
          )}
        </span>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption={t(origin === 'default' ? 'templates.defaults' : 'templates.own')}
        columns={columns}
        rows={query.data?.data.items ?? []}
        rowKey={(r) => r.id}
        isLoading={query.isFetching}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('templates.delete-title')}
        message={t('templates.delete-message', { name: deleting?.name ?? '' })}
        confirmLabel={t('templates.delete')}
        tone="danger"
        onConfirm={async () => {
          try {
            await remove.mutateAsync({ template_id: deleting!.id });
            toast.success(t('templates.deleted'));
          } catch (error) {
            fail(t('templates.failed'), error);
            throw error;
          }
        }}
      />
    </>
  );
}

export function DefaultTemplatesPage() {
  const { t } = useTranslation('agreements');
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('templates.defaults-title')} description={t('templates.defaults-lead')} />
      <TemplateTable area="operator" origin="default" />
    </div>
  );
}

export function CustomTemplatesPage() {
  const { t } = useTranslation('agreements');
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('templates.own-title')}
        description={t('templates.own-lead')}
        actions={
          <Button asChild>
            <Link to="/operator/create-e-agreement">{t('templates.new')}</Link>
          </Button>
        }
      />
      <TemplateTable area="operator" origin="own" />
    </div>
  );
}

/** create-e-agreement: a new template, a copy (?copy_from=) or an edit (?template_id=) of the company's own. */
export function TemplateEditorPage() {
  const search = useSearch({ strict: false }) as { template_id?: unknown; copy_from?: unknown };
  return (
    <TemplateEditorScreen
      area="operator"
      templateId={idOf(search.template_id)}
      copyFrom={idOf(search.copy_from)}
    />
  );
}

/** The admin's tenancy-e-agreement: the defaults (edited in place, ?template_id=) and every agreement. */
export function AdminAgreementsPage() {
  const { t } = useTranslation('agreements');
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as {
    template_id?: unknown;
    new?: unknown;
    agreement_id?: unknown;
  };
  const agreementId = idOf(search.agreement_id);
  if (idOf(search.template_id) !== null || search.new)
    return <TemplateEditorScreen area="admin" templateId={idOf(search.template_id)} copyFrom={null} />;
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title={t('admin.title')}
        description={t('admin.lead')}
        actions={
          <Button asChild>
            <Link to="/admin/tenancy-e-agreement" search={{ new: 1 }}>
              {t('templates.new')}
            </Link>
          </Button>
        }
      />
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('templates.defaults')}</h2>
        <TemplateTable area="admin" origin="default" />
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('admin.agreements')}</h2>
        <AgreementTabs area="admin" />
      </section>
      {agreementId !== null && (
        <AdminAgreementDialog
          id={agreementId}
          onClose={() => navigate({ to: '/admin/tenancy-e-agreement', search: {} })}
        />
      )}
    </div>
  );
}

function TemplateEditorScreen({
  area,
  templateId,
  copyFrom,
}: {
  area: TArea;
  templateId: number | null;
  copyFrom: number | null;
}) {
  const source = useTemplate(area, templateId ?? copyFrom);
  if (templateId === null && copyFrom === null)
    return <TemplateForm area={area} templateId={null} initial={null} />;
  return (
    <ScreenState query={source} data={source.data?.data}>
      {(tpl) => (
        <TemplateForm
          area={area}
          templateId={templateId}
          initial={{ ...tpl, name: copyFrom !== null ? `${tpl.name} (copy)` : tpl.name }}
        />
      )}
    </ScreenState>
  );
}

type TInitial = { kind: 'tenancy' | 'pma'; name: string; language: 'en' | 'cn'; body: string };

function TemplateForm({
  area,
  templateId,
  initial,
}: {
  area: TArea;
  templateId: number | null;
  initial: TInitial | null;
}) {
  const { t } = useTranslation('agreements');
  const toast = useToast();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const create = useCreateTemplate(area);
  const update = useUpdateTemplate(area);
  const [kind, setKind] = useState<'tenancy' | 'pma'>(initial?.kind ?? 'tenancy');
  const [name, setName] = useState(initial?.name ?? '');
  const [language, setLanguage] = useState<'en' | 'cn'>(initial?.language ?? 'en');
  const [body, setBody] = useState(initial?.body ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const back = area === 'admin' ? '/admin/tenancy-e-agreement' : '/operator/custom-templates';
  const save = async () => {
    setFormError(null);
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = t('edit.required');
    if (!body.trim()) problems.body = t('edit.required');
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      if (templateId === null) await create.mutateAsync({ kind, name, language, body });
      else await update.mutateAsync({ template_id: templateId, name, language, body });
      toast.success(t('templates.saved'));
      navigate({ to: back });
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      else setFormError(errorText(error));
    }
  };
  const title = templateId === null ? t('templates.new') : t('templates.edit-title');
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={title}
        breadcrumbs={[{ label: t('templates.own-title'), href: back }, { label: title }]}
      />
      <form
        noValidate
        aria-label={title}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t('templates.name')} isRequired error={errors.name} id="template-name">
            <TextInput id="template-name" value={name} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <FormField label={t('templates.kind')} id="template-kind" error={errors.kind}>
            <NativeSelect
              id="template-kind"
              value={kind}
              disabled={templateId !== null}
              onChange={(e) => setKind(e.target.value === 'pma' ? 'pma' : 'tenancy')}
              options={[
                { value: 'tenancy', label: t('kind.tenancy') },
                { value: 'pma', label: t('kind.pma') },
              ]}
            />
          </FormField>
          <FormField label={t('templates.language')} id="template-language" error={errors.language}>
            <NativeSelect
              id="template-language"
              value={language}
              onChange={(e) => setLanguage(e.target.value === 'cn' ? 'cn' : 'en')}
              options={[
                { value: 'en', label: t('language.en') },
                { value: 'cn', label: t('language.cn') },
              ]}
            />
          </FormField>
        </div>
        <BodyEditor
          value={body}
          onChange={setBody}
          error={errors.body}
          variables={kind === 'pma' ? PMA_VARIABLES : TENANCY_VARIABLES}
          language={language}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button type="submit" isLoading={create.isPending || update.isPending} className="self-start">
          {t('templates.save')}
        </Button>
      </form>
    </div>
  );
}
