import { Button } from '@sewa/ui/button.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { useSaveTenancy, useTenancyPrefill } from '../api/tenancy';
import { EMPTY_TENANCY, formOfPrefill, type TCreatePayload } from './form-values';
import { TenancyForm } from './tenancy-form';

/**
 * create-new-tenancy: from an approved or confirmed booking (`?booking_id=`, prefilled, its tenant and
 * place fixed) or for a tenant of the company; on success the new tenancy's details.
 */
export function CreateTenancyScreen() {
  const { t } = useTranslation('tenancy');
  const search = useSearch({ strict: false }) as { booking_id?: string | number };
  const bookingId = Number(search.booking_id) > 0 ? Number(search.booking_id) : undefined;
  const prefill = useTenancyPrefill(bookingId);
  const title = t('create.title');
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <ScreenHeader
        title={title}
        description={t(bookingId ? 'create.description-booking' : 'create.description')}
        breadcrumbs={[{ label: t('list.title'), href: '/operator/tenancy' }, { label: title }]}
      />
      {bookingId === undefined ? (
        <CreateForm values={EMPTY_TENANCY} />
      ) : (
        <ScreenState query={prefill} data={prefill.data?.data}>
          {(p) => (
            <CreateForm
              values={formOfPrefill(p)}
              fixed={{ bookingRef: p.booking_ref, tenantName: p.tenant_name }}
            />
          )}
        </ScreenState>
      )}
    </div>
  );
}

function CreateForm({
  values,
  fixed,
}: {
  values: ReturnType<typeof formOfPrefill>;
  fixed?: { bookingRef: string; tenantName: string };
}) {
  const { t } = useTranslation('tenancy');
  const toast = useToast();
  const navigate = useNavigate();
  const { create } = useSaveTenancy();
  const save = async (payload: TCreatePayload) => {
    const answer = await create.mutateAsync(payload);
    toast.success(t('create.created', { code: answer.data.code }));
    await navigate({ to: `/operator/tenancy-details/${answer.data.id}` });
  };
  return (
    <TenancyForm
      values={values}
      target={{ mode: 'create', save }}
      submitLabel={t('create.submit')}
      fixed={fixed}
      footer={
        <Button asChild variant="ghost">
          <Link to="/operator/tenancy">{t('form.back')}</Link>
        </Button>
      }
    />
  );
}
