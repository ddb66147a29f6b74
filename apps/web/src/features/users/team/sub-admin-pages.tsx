import {
  SUB_ADMIN_STATUSES,
  type TSubAdmin,
  ZCreateSubAdminInput,
  ZUpdateSubAdminInput,
} from '@sewa/domain/users/team-schemas';
import { useToast } from '@sewa/ui/toast.tsx';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/forms/fields';
import { FormSection } from '../../../shared/forms/form-section';
import { FormShell } from '../../../shared/forms/form-shell';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { Notice } from '../../../shared/screens/notice';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { adminGetSubAdmin, useAllRoles, useCreateSubAdmin, useUpdateSubAdmin } from './api/team';
import { MemberEmailField, MemberNameField, PasswordField, RoleField } from './member-fields';

// create-sub-admin and edit-sub-admin/{id} (product §2.5 team): an admin account with an admin role;
// its status is active or suspended (suspending ends its sessions).

type TSubAdminForm = { name: string; email: string; password: string; role_id: string; status: string };
const NEW_SUB_ADMIN: TSubAdminForm = { name: '', email: '', password: '', role_id: '', status: 'active' };
const createInputOf = (f: TSubAdminForm) => ({
  name: f.name,
  email: f.email,
  password: f.password,
  role_id: f.role_id,
});

const crumbs = (t: (key: string) => string, current: string) => [
  { label: t('team.title-admin'), href: '/admin/team' },
  { label: current },
];

export function CreateSubAdminScreen() {
  const { t } = useTranslation('team');
  const toast = useToast();
  const navigate = useNavigate();
  const roles = useAllRoles('admin');
  const create = useCreateSubAdmin();
  const form = useForm<TSubAdminForm>({
    defaultValues: NEW_SUB_ADMIN,
    resolver: schemaResolver(ZCreateSubAdminInput, createInputOf),
  });
  const onSubmit = useFormSubmit(form, t('member.failed'), async (values) => {
    const answer = await create.mutateAsync(createInputOf(values));
    toast.success(t('member.created-admin'));
    await navigate({ to: `/admin/edit-sub-admin/${answer.data.id}` });
  });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <ScreenHeader
        title={t('member.create-title-admin')}
        breadcrumbs={crumbs(t, t('member.create-title-admin'))}
      />
      <FormShell
        form={form}
        onSubmit={onSubmit}
        label={t('member.form')}
        submitLabel={t('member.create-admin')}
      >
        <FormSection title={t('member.section-account')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <MemberNameField />
            <MemberEmailField />
            <PasswordField />
          </div>
        </FormSection>
        <FormSection title={t('member.section-access')}>
          <RoleField roles={roles.items} />
        </FormSection>
      </FormShell>
    </div>
  );
}

export function EditSubAdminScreen() {
  const { t } = useTranslation('team');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <RecordScreen contract={adminGetSubAdmin}>
        {(admin) => (
          <>
            <ScreenHeader
              title={t('member.edit-title-admin', { name: admin.name })}
              description={admin.email}
              breadcrumbs={crumbs(t, admin.name)}
            />
            {admin.is_super_admin && <Notice>{t('member.super-admin-notice')}</Notice>}
            <EditSubAdminForm admin={admin} />
          </>
        )}
      </RecordScreen>
    </div>
  );
}

function EditSubAdminForm({ admin }: { admin: TSubAdmin }) {
  const { t } = useTranslation('team');
  const toast = useToast();
  const roles = useAllRoles('admin');
  const update = useUpdateSubAdmin();
  const values: TSubAdminForm = {
    ...NEW_SUB_ADMIN,
    name: admin.name,
    email: admin.email,
    role_id: admin.role_id === null ? '' : String(admin.role_id),
    status: admin.status === 'suspended' ? 'suspended' : 'active',
  };
  const updateInputOf = (f: TSubAdminForm) => ({
    id: admin.id,
    name: f.name,
    role_id: f.role_id,
    status: f.status,
  });
  const form = useForm<TSubAdminForm>({
    values,
    resolver: schemaResolver(ZUpdateSubAdminInput, updateInputOf),
  });
  const onSubmit = useFormSubmit(form, t('member.failed'), async (v) => {
    const input = updateInputOf(v);
    await update.mutateAsync({ ...input, status: input.status === 'suspended' ? 'suspended' : 'active' });
    toast.success(t('member.saved'));
  });
  return (
    <FormShell form={form} onSubmit={onSubmit} label={t('member.form')} submitLabel={t('member.save')}>
      <FormSection title={t('member.section-account')} description={t('member.email-fixed')}>
        <MemberNameField />
      </FormSection>
      <FormSection title={t('member.section-access')}>
        <RoleField roles={roles.items} />
        <SelectField
          name="status"
          label={t('member.status')}
          isRequired
          className="sm:max-w-xs"
          options={SUB_ADMIN_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </FormSection>
    </FormShell>
  );
}
