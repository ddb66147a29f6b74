import {
  type TSubOperator,
  ZCreateSubOperatorInput,
  ZUpdateSubOperatorInput,
} from '@sewa/domain/users/team-schemas';
import { useToast } from '@sewa/ui/toast.tsx';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountStatusPanel } from '../../../shared/account-status/account-status-panel';
import { FormSection } from '../../../shared/forms/form-section';
import { FormShell } from '../../../shared/forms/form-shell';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { RestrictionsPanel } from '../../../shared/restrictions/restrictions-panel';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import {
  useAllRoles,
  useCreateSubOperator,
  userGetSubOperator,
  useTeamListChanged,
  useUpdateSubOperator,
} from './api/team';
import {
  ManagedPropertiesField,
  MemberEmailField,
  MemberMobileField,
  MemberNameField,
  PasswordField,
  RoleField,
} from './member-fields';

// create-sub-operator and edit-sub-operator/{id} (product §2.2 users/team): a team member's login, role
// and the properties they manage; on the edit screen its account status and restrictions too.

type TMemberForm = {
  name: string;
  email: string;
  mobile_country_code: string;
  mobile: string;
  role_id: string;
  password: string;
  property_ids: number[];
};

const NEW_MEMBER: TMemberForm = {
  name: '',
  email: '',
  mobile_country_code: '60',
  mobile: '',
  role_id: '',
  password: '',
  property_ids: [],
};

const common = (f: TMemberForm) => ({
  name: f.name,
  mobile_country_code: f.mobile_country_code,
  mobile: f.mobile,
  role_id: f.role_id,
  property_ids: f.property_ids,
});
const createInputOf = (f: TMemberForm) => ({ ...common(f), email: f.email, password: f.password });

const crumbs = (t: (key: string) => string, current: string) => [
  { label: t('team.title-operator'), href: '/operator/team' },
  { label: current },
];

export function CreateSubOperatorScreen() {
  const { t } = useTranslation('team');
  const toast = useToast();
  const navigate = useNavigate();
  const roles = useAllRoles('operator');
  const create = useCreateSubOperator();
  const form = useForm<TMemberForm>({
    defaultValues: NEW_MEMBER,
    resolver: schemaResolver(ZCreateSubOperatorInput, createInputOf),
  });
  const onSubmit = useFormSubmit(form, t('member.failed'), async (values) => {
    const answer = await create.mutateAsync(createInputOf(values));
    toast.success(t('member.created'));
    await navigate({ to: `/operator/edit-sub-operator/${answer.data.id}` });
  });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <ScreenHeader title={t('member.create-title')} breadcrumbs={crumbs(t, t('member.create-title'))} />
      <FormShell form={form} onSubmit={onSubmit} label={t('member.form')} submitLabel={t('member.create')}>
        <FormSection title={t('member.section-account')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <MemberNameField />
            <MemberEmailField />
            <MemberMobileField />
            <PasswordField />
          </div>
        </FormSection>
        <FormSection title={t('member.section-access')}>
          <RoleField roles={roles.items} />
          <ManagedPropertiesField />
        </FormSection>
      </FormShell>
    </div>
  );
}

export function EditSubOperatorScreen() {
  const { t } = useTranslation('team');
  // The team list shows the status too.
  const listChanged = useTeamListChanged('operator');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <RecordScreen contract={userGetSubOperator}>
        {(member) => (
          <>
            <ScreenHeader
              title={t('member.edit-title', { name: member.name })}
              description={member.email ?? undefined}
              breadcrumbs={crumbs(t, member.name)}
            />
            <EditSubOperatorForm member={member} />
            <AccountStatusPanel userId={member.id} audience="user" onChanged={listChanged} />
            <RestrictionsPanel userId={member.id} />
          </>
        )}
      </RecordScreen>
    </div>
  );
}

function EditSubOperatorForm({ member }: { member: TSubOperator }) {
  const { t } = useTranslation('team');
  const toast = useToast();
  const roles = useAllRoles('operator');
  const update = useUpdateSubOperator();
  const values: TMemberForm = {
    ...NEW_MEMBER,
    name: member.name,
    email: member.email ?? '',
    mobile_country_code: member.mobile_country_code ?? '60',
    mobile: member.mobile ?? '',
    role_id: member.role_id === null ? '' : String(member.role_id),
    property_ids: member.property_ids ?? [],
  };
  const updateInputOf = (f: TMemberForm) => ({ id: member.id, ...common(f) });
  const form = useForm<TMemberForm>({
    values,
    resolver: schemaResolver(ZUpdateSubOperatorInput, updateInputOf),
  });
  const onSubmit = useFormSubmit(form, t('member.failed'), async (v) => {
    await update.mutateAsync(updateInputOf(v));
    toast.success(t('member.saved'));
  });
  return (
    <FormShell form={form} onSubmit={onSubmit} label={t('member.form')} submitLabel={t('member.save')}>
      <FormSection title={t('member.section-account')} description={t('member.email-fixed')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <MemberNameField />
          <MemberMobileField />
        </div>
      </FormSection>
      <FormSection title={t('member.section-access')}>
        <RoleField roles={roles.items} />
        <ManagedPropertiesField />
      </FormSection>
    </FormShell>
  );
}
