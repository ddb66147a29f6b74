import type { TListingAction, TListingStatus } from '@sewa/domain/properties/listing-workflow';
import { Button } from '@sewa/ui/button.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { useListingAction } from '../api/property-calls';
import { listingActionsFor, type TListingActionSpec } from './listing-actions';
import { RejectDialog } from './reject-dialog';

type TListingRef = { id: number; name: string; status: TListingStatus };

/**
 * The workflow buttons of one listing, each behind a confirmation (reject asks for a reason). After a
 * change the lists and records showing the listing refetch, so tabs and counts follow.
 */
export function ListingActionButtons({
  listing,
  actor,
  allowed,
  size = 'sm',
}: {
  listing: TListingRef;
  actor: 'operator' | 'admin';
  allowed?: readonly TListingAction[];
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('properties');
  const toast = useToast();
  const fail = useFailureToast();
  const change = useListingAction();
  const [pending, setPending] = useState<TListingActionSpec | null>(null);
  const specs = listingActionsFor(listing.status, actor, allowed);
  if (specs.length === 0) return null;

  const run = async (spec: TListingActionSpec, reason?: string) => {
    try {
      await change.mutateAsync({ action: spec.action, id: listing.id, reason });
      toast.success(t(`actions.${spec.action}.done`, { name: listing.name }));
    } catch (error) {
      fail(t(`actions.${spec.action}.failed`), error);
      throw error;
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {specs.map((spec) => (
        <Button
          key={spec.action}
          size={size}
          variant={spec.tone === 'danger' ? 'outline' : 'primary'}
          className={spec.tone === 'danger' ? 'text-red-700' : undefined}
          onClick={() => setPending(spec)}
        >
          {t(`actions.${spec.action}.label`)}
        </Button>
      ))}
      <ConfirmDialog
        open={pending !== null && !pending.needsReason}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? t(`actions.${pending.action}.title`) : ''}
        message={pending ? t(`actions.${pending.action}.message`, { name: listing.name }) : undefined}
        confirmLabel={pending ? t(`actions.${pending.action}.label`) : undefined}
        tone={pending?.tone === 'danger' ? 'danger' : 'primary'}
        onConfirm={() => (pending ? run(pending) : undefined)}
      />
      <RejectDialog
        open={pending?.needsReason === true}
        onOpenChange={(open) => !open && setPending(null)}
        name={listing.name}
        onReject={(reason) => run(pending!, reason)}
      />
    </div>
  );
}
