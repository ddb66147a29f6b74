import type { TAgreementDetail } from '@sewa/domain/agreements/schemas';
import { TENANCY_VARIABLES } from '@sewa/domain/agreements/variables';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { Checkbox } from '@sewa/ui/checkbox.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { NativeSelect } from '../../../shared/forms/native-select';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { useAgreement, useCreateAgreement, useTemplates, useUpdateAgreement } from '../api/agreements';
import { AgreementPdf } from '../shared/parts';
import { BodyEditor } from './body-editor';

// create-agreement/{id} (from tenancy {id}), edit-agreement/{id} (the draft) and preview-agreement/{id}
// (the PDF as it will be sent) of the operator's side.

/** create-agreement/{tenancy id}: a template (the defaults and the company's own) and who signs. */
export function CreateAgreementPage() {
  const { t } = useTranslation('agreements');
  const { id } = useParams({ strict: false }) as { id: string };
  const navigate = useNavigate();
  const errorText = useErrorText();
  const templates = useTemplates('operator', { kind: 'tenancy' });
  const create = useCreateAgreement();
  const [templateId, setTemplateId] = useState('');
  const [landlord, setLandlord] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const items = templates.data?.data.items ?? [];
  const submit = async () => {
    setFormError(null);
    if (!templateId) return setErrors({ template_id: t('create.template-required') });
    try {
      const answer = await create.mutateAsync({
        tenancy_id: Number(id),
        template_id: Number(templateId),
        landlord_is_party: landlord,
      });
      navigate({ to: `/operator/edit-agreement/${answer.data.id}` });
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      else setFormError(errorText(error));
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('create.title')}
        description={t('create.lead')}
        breadcrumbs={[
          { label: t('list.title'), href: '/operator/my-agreement' },
          { label: t('create.title') },
        ]}
      />
      <form
        noValidate
        aria-label={t('create.title')}
        className="flex max-w-xl flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField label={t('create.template')} isRequired error={errors.template_id} id="template_id">
          <NativeSelect
            id="template_id"
            value={templateId}
            onChange={(event) => setTemplateId(event.target.value)}
            options={[
              { value: '', label: t('create.choose') },
              ...items.map((i) => ({
                value: String(i.id),
                label: `${i.name} (${t(`language.${i.language}`)}${i.is_default ? `, ${t('templates.default')}` : ''})`,
              })),
            ]}
          />
        </FormField>
        <Checkbox
          checked={landlord}
          onCheckedChange={(v) => setLandlord(v === true)}
          label={t('create.landlord-party')}
          description={t('create.landlord-party-hint')}
        />
        {errors.landlord_is_party && (
          <p role="alert" className="text-sm text-red-700">
            {errors.landlord_is_party}
          </p>
        )}
        {errors.tenancy_id && (
          <p role="alert" className="text-sm text-red-700">
            {errors.tenancy_id}
          </p>
        )}
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button type="submit" isLoading={create.isPending} className="self-start">
          {t('create.submit')}
        </Button>
      </form>
    </div>
  );
}

function DraftRecord({ children }: { children: (a: TAgreementDetail) => React.ReactNode }) {
  const { id } = useParams({ strict: false }) as { id: string };
  const query = useAgreement(Number(id));
  return (
    <ScreenState query={query} data={query.data?.data}>
      {children}
    </ScreenState>
  );
}

/** edit-agreement/{id}: the draft's title, text and signers; once sent it cannot change. */
export function EditAgreementPage() {
  return <DraftRecord>{(a) => <EditDraft agreement={a} />}</DraftRecord>;
}

function EditDraft({ agreement }: { agreement: TAgreementDetail }) {
  const { t } = useTranslation('agreements');
  const toast = useToast();
  const errorText = useErrorText();
  const update = useUpdateAgreement();
  const [title, setTitle] = useState(agreement.title);
  const [body, setBody] = useState(agreement.source_body ?? '');
  const [landlord, setLandlord] = useState(agreement.landlord_is_party);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const header = (
    <ScreenHeader
      title={t('edit.title')}
      description={<span className="font-mono text-xs">{agreement.reference}</span>}
      breadcrumbs={[
        { label: t('list.title'), href: '/operator/my-agreement' },
        { label: agreement.reference, href: `/operator/view-agreement-detail/${agreement.id}` },
        { label: t('edit.title') },
      ]}
    />
  );
  if (agreement.status !== 'draft')
    return (
      <div className="flex flex-col gap-4">
        {header}
        <Card>
          <p className="text-sm text-slate-700">{t('edit.locked')}</p>
        </Card>
      </div>
    );
  const save = async () => {
    setFormError(null);
    const problems: Record<string, string> = {};
    if (!title.trim()) problems.title = t('edit.required');
    if (!body.trim()) problems.body = t('edit.required');
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      await update.mutateAsync({ agreement_id: agreement.id, title, body, landlord_is_party: landlord });
      toast.success(t('edit.saved'));
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      else setFormError(errorText(error));
    }
  };
  return (
    <div className="flex flex-col gap-4">
      {header}
      <form
        noValidate
        aria-label={t('edit.title')}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormField label={t('edit.agreement-title')} isRequired error={errors.title} id="title">
          <TextInput id="title" value={title} onChange={(event) => setTitle(event.target.value)} />
        </FormField>
        <Checkbox
          checked={landlord}
          onCheckedChange={(v) => setLandlord(v === true)}
          label={t('create.landlord-party')}
          description={t('create.landlord-party-hint')}
        />
        {errors.landlord_is_party && (
          <p role="alert" className="text-sm text-red-700">
            {errors.landlord_is_party}
          </p>
        )}
        <BodyEditor
          value={body}
          onChange={setBody}
          error={errors.body}
          variables={TENANCY_VARIABLES}
          language={agreement.language}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isLoading={update.isPending}>
            {t('edit.save')}
          </Button>
          <Button asChild variant="outline">
            <Link to={`/operator/preview-agreement/${agreement.id}`}>{t('edit.preview')}</Link>
          </Button>
        </div>
      </form>
    </div>
  );
}

/** preview-agreement/{id}: the PDF as it prints (a draft rendered now). */
export function PreviewAgreementPage() {
  const { t } = useTranslation('agreements');
  return (
    <DraftRecord>
      {(a) => (
        <div className="flex flex-col gap-4">
          <ScreenHeader
            title={t('preview.title')}
            description={<span className="font-mono text-xs">{a.reference}</span>}
            breadcrumbs={[
              { label: t('list.title'), href: '/operator/my-agreement' },
              { label: a.reference, href: `/operator/view-agreement-detail/${a.id}` },
              { label: t('preview.title') },
            ]}
            actions={
              a.status === 'draft' ? (
                <Button asChild variant="outline">
                  <Link to={`/operator/edit-agreement/${a.id}`}>{t('detail.edit')}</Link>
                </Button>
              ) : undefined
            }
          />
          <AgreementPdf agreementId={a.id} isInline />
        </div>
      )}
    </DraftRecord>
  );
}
