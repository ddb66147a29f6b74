import {
  ADMIN_PRIVILEGE_GROUPS,
  OPERATOR_PRIVILEGE_GROUPS,
  type TPrivilegeGroup,
} from '@sewa/domain/users/team-privilege-groups';
import {
  type TCustomRole,
  ZCreateAdminRoleInput,
  ZCreateOperatorRoleInput,
} from '@sewa/domain/users/team-schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { Checkbox } from '@sewa/ui/checkbox.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { cx } from '@sewa/ui/cx.ts';
import { EmptyState } from '@sewa/ui/empty-state.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/forms/fields';
import { FormSection } from '../../../shared/forms/form-section';
import { FormShell } from '../../../shared/forms/form-shell';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { LoadError } from '../../../shared/listings/load-error';
import { Notice } from '../../../shared/screens/notice';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { type TTeamArea, useAllRoles, useCreateRole, useDeleteRole, useUpdateRole } from './api/team';

// edit-role-setting (product §2.2 users/team, §2.5 team): the roles, and the editor of one: its name and
// its permissions, picked from the audience's privilege catalogue and grouped as the side menu is.

const GROUPS: Record<TTeamArea, readonly TPrivilegeGroup[]> = {
  operator: OPERATOR_PRIVILEGE_GROUPS,
  admin: ADMIN_PRIVILEGE_GROUPS,
};
const SCHEMA = { operator: ZCreateOperatorRoleInput, admin: ZCreateAdminRoleInput };

type TRoleForm = { name: string; privileges: string[] };
const roleInputOf = (f: TRoleForm) => ({ name: f.name, privileges: f.privileges });

export function RoleSettingScreen({ area }: { area: TTeamArea }) {
  const { t } = useTranslation('team');
  const search = useSearch({ strict: false }) as { role_id?: string | number };
  const roleId = search.role_id === undefined || search.role_id === '' ? null : String(search.role_id);
  const roles = useAllRoles(area);
  const role = roleId ? roles.items?.find((r) => String(r.id) === roleId) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('roles.title')}
        description={t('roles.description')}
        breadcrumbs={[{ label: t(`team.title-${area}`), href: `/${area}/team` }, { label: t('roles.title') }]}
      />
      <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
        <Card title={t('roles.list')} isPadded={false} headingLevel={2}>
          <nav aria-label={t('roles.list')} className="flex flex-col py-2">
            <Link
              to={`/${area}/edit-role-setting`}
              className={cx(
                'px-4 py-2 text-sm font-medium text-brand-700 hover:bg-slate-50',
                roleId === null && 'bg-brand-50',
              )}
            >
              + {t('roles.new')}
            </Link>
            {roles.items?.map((r) => (
              <Link
                key={r.id}
                to={`/${area}/edit-role-setting`}
                search={{ role_id: r.id }}
                aria-current={String(r.id) === roleId ? 'page' : undefined}
                className={cx(
                  'px-4 py-2 text-sm text-slate-800 hover:bg-slate-50',
                  String(r.id) === roleId && 'bg-brand-50 font-medium',
                )}
              >
                {r.name}
              </Link>
            ))}
            {roles.items?.length === 0 && <EmptyState title={t('roles.none')} />}
          </nav>
        </Card>
        <div>
          {roles.isError && !roles.items ? (
            <LoadError error={roles.error} onRetry={() => roles.refetch()} />
          ) : !roles.items ? (
            <div className="flex justify-center py-16 text-brand-700">
              <Spinner size="lg" />
            </div>
          ) : roleId && !role ? (
            <Notice>{t('roles.not-found')}</Notice>
          ) : (
            <RoleEditor key={role?.id ?? 'new'} area={area} role={role} />
          )}
        </div>
      </div>
    </div>
  );
}

function RoleEditor({ area, role }: { area: TTeamArea; role: TCustomRole | undefined }) {
  const { t } = useTranslation(['team', 'menu']);
  const toast = useToast();
  const fail = useFailureToast();
  const navigate = useNavigate();
  const create = useCreateRole(area);
  const update = useUpdateRole(area);
  const remove = useDeleteRole(area);
  const [isDeleting, setIsDeleting] = useState(false);
  const form = useForm<TRoleForm>({
    defaultValues: { name: role?.name ?? '', privileges: role?.privileges ?? [] },
    resolver: schemaResolver(SCHEMA[area], roleInputOf),
  });
  const onSubmit = useFormSubmit(form, t('roles.failed'), async (values) => {
    if (role) {
      await update.mutateAsync({ id: role.id, ...roleInputOf(values) });
      toast.success(t('roles.saved'));
    } else {
      const answer = await create.mutateAsync(roleInputOf(values));
      toast.success(t('roles.created'));
      await navigate({ to: `/${area}/edit-role-setting`, search: { role_id: answer.data.id } });
    }
  });
  const privilegesError = form.formState.errors.privileges?.message;
  return (
    <>
      <FormShell
        form={form}
        onSubmit={onSubmit}
        label={t('roles.form')}
        submitLabel={role ? t('roles.save') : t('roles.create')}
        footer={
          role ? (
            <Button type="button" variant="outline" onClick={() => setIsDeleting(true)}>
              {t('roles.delete')}
            </Button>
          ) : undefined
        }
      >
        <FormSection
          title={role ? t('roles.editor-edit', { name: role.name }) : t('roles.editor-new')}
          description={role ? t('roles.members', { count: role.member_count }) : undefined}
        >
          <TextField name="name" label={t('roles.name')} isRequired maxLength={60} className="sm:max-w-md" />
        </FormSection>
        <FormSection title={t('roles.permissions')} description={t('roles.permissions-hint')}>
          {privilegesError && (
            <p role="alert" className="text-sm text-red-700">
              {privilegesError}
            </p>
          )}
          <Controller
            control={form.control}
            name="privileges"
            render={({ field }) => (
              <div className="grid gap-4 md:grid-cols-2">
                {GROUPS[area].map((group) => (
                  <PrivilegeGroup
                    key={group.key}
                    group={group}
                    label={group.key === 'other' ? t('roles.group-other') : t(`menu:${group.key}`)}
                    value={field.value}
                    onChange={field.onChange}
                  />
                ))}
              </div>
            )}
          />
        </FormSection>
      </FormShell>
      {role && (
        <ConfirmDialog
          open={isDeleting}
          onOpenChange={setIsDeleting}
          title={t('roles.delete-title', { name: role.name })}
          message={t('roles.delete-message')}
          confirmLabel={t('roles.delete')}
          tone="danger"
          onConfirm={async () => {
            try {
              await remove.mutateAsync({ id: role.id });
              toast.success(t('roles.deleted'));
              await navigate({ to: `/${area}/edit-role-setting` });
            } catch (error) {
              fail(t('roles.delete-failed'), error);
              throw error;
            }
          }}
        />
      )}
    </>
  );
}

/** One menu group's keys with a "select all" that ticks or clears the whole group. */
function PrivilegeGroup({
  group,
  label,
  value,
  onChange,
}: {
  group: TPrivilegeGroup;
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation('team');
  const held = group.privileges.filter((k) => value.includes(k));
  const all = held.length === group.privileges.length;
  const slug = group.key.replace(/[^a-z0-9]+/gi, '-');
  return (
    <fieldset className="rounded-card border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{label}</legend>
      <div className="flex flex-col gap-2">
        {group.privileges.length > 1 && (
          <Checkbox
            id={`group-${slug}`}
            label={t('roles.select-all')}
            aria-label={`${t('roles.select-all')}: ${label}`}
            checked={all ? true : held.length > 0 ? 'indeterminate' : false}
            onCheckedChange={(isOn) =>
              onChange(
                isOn
                  ? [...new Set([...value, ...group.privileges])]
                  : value.filter((k) => !group.privileges.includes(k)),
              )
            }
          />
        )}
        {group.privileges.map((key) => (
          <Checkbox
            key={key}
            id={`privilege-${key.replace(/\//g, '-')}`}
            label={t(`privilege.${key}`)}
            className={group.privileges.length > 1 ? 'pl-6' : undefined}
            checked={value.includes(key)}
            onCheckedChange={(isOn) => onChange(isOn ? [...value, key] : value.filter((k) => k !== key))}
          />
        ))}
      </div>
    </fieldset>
  );
}
