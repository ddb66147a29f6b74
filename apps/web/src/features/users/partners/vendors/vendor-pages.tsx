import type { TVendor } from '@sewa/domain/users/partners-schemas';
import { Button } from '@sewa/ui/button.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../../../shared/forms/use-failure-toast';
import { Notice } from '../../../../shared/screens/notice';
import { RecordScreen } from '../../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../../shared/screens/screen-header';
import {
  useArchiveVendor,
  useCreateVendor,
  useUnarchiveVendor,
  useUpdateVendor,
  VENDOR_CALLS,
} from '../api/partners';
import { PartnerStatus } from '../shared/partner-bits';
import { NEW_VENDOR, VendorForm, vendorFormOf } from './vendor-form';

const crumbs = (t: (key: string) => string, current: string) => [
  { label: t('vendor.list-title'), href: '/operator/vendor' },
  { label: current },
];

/** create-new-vendor-profile. */
export function CreateVendorScreen() {
  const { t } = useTranslation('partners');
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateVendor();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <ScreenHeader title={t('vendor.create-title')} breadcrumbs={crumbs(t, t('vendor.create-title'))} />
      <VendorForm
        values={NEW_VENDOR}
        submitLabel={t('vendor.create-submit')}
        save={async (input) => {
          const answer = await create.mutateAsync(input);
          toast.success(t('vendor.created', { name: answer.data.name }));
          await navigate({ to: `/operator/edit-vendor/${answer.data.id}` });
        }}
      />
    </div>
  );
}

/** edit-vendor/{id}: the vendor's details; archive (with a confirmation) or restore it. */
export function EditVendorScreen() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <RecordScreen contract={VENDOR_CALLS.get}>{(vendor) => <EditVendor vendor={vendor} />}</RecordScreen>
    </div>
  );
}

function EditVendor({ vendor }: { vendor: TVendor }) {
  const { t } = useTranslation('partners');
  const toast = useToast();
  const fail = useFailureToast();
  const update = useUpdateVendor();
  const archive = useArchiveVendor();
  const unarchive = useUnarchiveVendor();
  const [isConfirming, setIsConfirming] = useState(false);
  const isArchived = vendor.status === 'archived';
  const change = async () => {
    try {
      await (isArchived ? unarchive : archive).mutateAsync({ id: vendor.id });
      toast.success(t(isArchived ? 'vendor.unarchived' : 'vendor.archived', { name: vendor.name }));
    } catch (error) {
      fail(t('vendor.status-failed'), error);
      throw error;
    }
  };
  return (
    <>
      <ScreenHeader
        title={vendor.name}
        breadcrumbs={crumbs(t, vendor.name)}
        actions={
          <div className="flex items-center gap-3">
            <PartnerStatus status={vendor.status} />
            <Button variant={isArchived ? 'secondary' : 'danger'} onClick={() => setIsConfirming(true)}>
              {t(isArchived ? 'vendor.unarchive' : 'vendor.archive')}
            </Button>
          </div>
        }
      />
      {isArchived && <Notice>{t('vendor.archived-note')}</Notice>}
      <VendorForm
        values={vendorFormOf(vendor)}
        submitLabel={t('common.save')}
        save={async (input) => {
          await update.mutateAsync({ ...input, id: vendor.id });
          toast.success(t('common.saved'));
        }}
      />
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t(isArchived ? 'vendor.unarchive-title' : 'vendor.archive-title', { name: vendor.name })}
        message={t(isArchived ? 'vendor.unarchive-message' : 'vendor.archive-message')}
        confirmLabel={t(isArchived ? 'vendor.unarchive' : 'vendor.archive')}
        tone={isArchived ? 'primary' : 'danger'}
        onConfirm={change}
      />
    </>
  );
}
