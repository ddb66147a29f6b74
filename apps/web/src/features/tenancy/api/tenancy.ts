import { userListAgreements } from '@sewa/domain/agreements/calls';
import {
  adminGetBooking,
  adminListBookings,
  adminListRefunds,
  userGetBooking,
  userListBookings,
  userListRefunds,
} from '@sewa/domain/booking/calls';
import { userListLandlordProperties, userListProperties } from '@sewa/domain/properties/calls-operator';
import { userListRooms, userListUnits } from '@sewa/domain/properties/calls-units';
import { unitLabel } from '@sewa/domain/properties/unit-label';
import type { TAnyContract, TCallInput } from '@sewa/domain/protocol/contract';
import {
  adminGetInventoryList,
  adminGetTenancy,
  adminListTenancies,
  userActivateTenancy,
  userCancelTenancy,
  userCheckInTenancy,
  userCreateTenancy,
  userDeleteTenancyDocument,
  userEndTenancy,
  userGetInventoryList,
  userGetMyTenancySummary,
  userGetTenancy,
  userGetTenancyPrefill,
  userGetTenancyStats,
  userListTenancies,
  userRenewTenancy,
  userSettleTenancyDeposits,
  userTerminateTenancy,
  userUpdateTenancy,
  userUploadTenancyDocuments,
} from '@sewa/domain/tenancy/calls';
import type { TTenancyDetail, TTenancyRow } from '@sewa/domain/tenancy/schemas';
import { adminListOperators, userListTenants } from '@sewa/domain/users/tenants-calls';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api/client';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';
import { recordInput } from '../../../shared/screens/record-screen';

// The tenancy screens of every area (operator, admin, landlord, tenant): the reads of each and the
// mutations of the operator's side, each refreshing exactly the reads it changes.

/** Who looks: the operator's side moves tenancies; admin, landlord and tenant read them. */
export type TTenancyArea = 'operator' | 'admin' | 'landlord' | 'tenant';

/** The list and the record of each area (the `user-` calls scope by who calls). */
export const TENANCY_CALLS = {
  operator: { list: userListTenancies, get: userGetTenancy, inventoryList: userGetInventoryList },
  admin: { list: adminListTenancies, get: adminGetTenancy, inventoryList: adminGetInventoryList },
  landlord: { list: userListTenancies, get: userGetTenancy, inventoryList: userGetInventoryList },
  tenant: { list: userListTenancies, get: userGetTenancy, inventoryList: userGetInventoryList },
} as const;

/** Where a tenancy's details are in each area (the landlord's page takes the id as ?id=). */
export function tenancyPath(area: TTenancyArea, id: number): { to: string; search?: { id: number } } {
  if (area === 'landlord') return { to: '/landlord/tenancy-details', search: { id } };
  if (area === 'tenant') return { to: `/tenancy-detail/${id}` };
  return { to: `/${area}/tenancy-details/${id}` };
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return (...contracts: TAnyContract[]) =>
    Promise.all(contracts.map((c) => queryClient.invalidateQueries({ queryKey: callKey(c) })));
}

/** What a tenancy's move changes: the lists, the record, the dashboards' counts. */
const TENANCY_READS = [
  userListTenancies,
  adminListTenancies,
  userGetTenancy,
  adminGetTenancy,
  userGetTenancyStats,
  userGetMyTenancySummary,
];

// ---- reads ----

/** One tenancy of the area (none while `id` is not known). */
export function useTenancy(area: TTenancyArea, id: number | undefined) {
  const contract = TENANCY_CALLS[area].get;
  return useCall(contract, recordInput(id ?? 0), { enabled: id !== undefined && id > 0 });
}

export type TTenancyFilters = Omit<TCallInput<typeof adminListTenancies>, 'page' | 'page_size'>;

/** Every row of the filtered list, 1000 a page (the CSV export). */
export async function fetchAllTenancies(
  area: TTenancyArea,
  filters: TTenancyFilters,
): Promise<TTenancyRow[]> {
  const rows: TTenancyRow[] = [];
  for (let page = 1; ; page += 1) {
    const input = { ...filters, page, page_size: 1000 };
    const answer =
      area === 'admin' ? await callApi(adminListTenancies, input) : await callApi(userListTenancies, input);
    rows.push(...answer.data.items);
    if (answer.data.items.length === 0 || rows.length >= answer.data.total) return rows;
  }
}

/** create-new-tenancy's prefill from an approved or confirmed booking. */
export function useTenancyPrefill(bookingId: number | undefined) {
  return useCall(
    userGetTenancyPrefill,
    { booking_id: bookingId ?? 0 },
    { enabled: bookingId !== undefined && bookingId > 0 },
  );
}

/** The company's tenants matching `search` (the first 100), for the tenant picker and filter. */
export function useTenantOptions(search: string, isEnabled = true) {
  const query = useCall(
    userListTenants,
    { page: 1, page_size: 100, ...(search.trim() ? { search: search.trim() } : {}) },
    { enabled: isEnabled, retry: false },
  );
  return { ...query, tenants: query.data?.data.items ?? [] };
}

const FIRST_100 = { page: 1, page_size: 100 } as const;

/** The properties a filter or a picker offers: the operator's company's, or the landlord's own. */
export function usePropertyOptions(area: TTenancyArea) {
  const operator = useCall(userListProperties, FIRST_100, { enabled: area === 'operator', retry: false });
  const landlord = useCall(userListLandlordProperties, FIRST_100, {
    enabled: area === 'landlord',
    retry: false,
  });
  const query = area === 'landlord' ? landlord : operator;
  return (query.data?.data.items ?? []).map((p) => ({ value: String(p.id), label: p.name }));
}

/** The units of a property (none before one is chosen). */
export function useUnitOptions(propertyId: string) {
  const query = useCall(
    userListUnits,
    { property_id: propertyId, ...FIRST_100 },
    { enabled: Number(propertyId) > 0, retry: false },
  );
  return (query.data?.data.items ?? []).map((u) => ({
    value: String(u.id),
    label: unitLabel(u),
  }));
}

/** The rooms of a unit (none before one is chosen). */
export function useRoomOptions(unitId: string) {
  const query = useCall(
    userListRooms,
    { unit_id: unitId, ...FIRST_100 },
    { enabled: Number(unitId) > 0, retry: false },
  );
  return (query.data?.data.items ?? []).map((r) => ({ value: String(r.id), label: r.title }));
}

/** The companies an admin's filter offers (the first 100 operators). */
export function useCompanyOptions(area: TTenancyArea) {
  const query = useCall(adminListOperators, FIRST_100, { enabled: area === 'admin', retry: false });
  return (query.data?.data.items ?? []).map((c) => ({ value: String(c.id), label: c.name }));
}

/** A move-out list of the tenancy, read for its damaged lines (the suggested deductions). */
export function useMoveOutList(area: TTenancyArea, listId: number | undefined) {
  return useCall(TENANCY_CALLS[area].inventoryList, recordInput(listId ?? 0), {
    enabled: listId !== undefined,
    retry: false,
  });
}

// ---- the operator's moves ----

/** Create or change a tenancy: the lists read again, the booking it came from says which tenancy. */
export function useSaveTenancy() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const onSuccess = async (answer: { data: TTenancyDetail }) => {
    queryClient.setQueryData(callKey(userGetTenancy, recordInput(answer.data.id)), answer);
    await invalidate(
      userListTenancies,
      adminListTenancies,
      adminGetTenancy,
      userGetTenancyStats,
      userListBookings,
      adminListBookings,
      userGetBooking,
      adminGetBooking,
    );
  };
  return {
    create: useCallMutation(userCreateTenancy, { onSuccess }),
    update: useCallMutation(userUpdateTenancy, { onSuccess }),
  };
}

/** The moves of a tenancy; check-in also moves its booking, settling opens a refund. */
export function useTenancyActions() {
  const invalidate = useInvalidate();
  const onSuccess = () => invalidate(...TENANCY_READS);
  const onBookingChange = () =>
    invalidate(...TENANCY_READS, userListBookings, adminListBookings, userGetBooking, adminGetBooking);
  return {
    activate: useCallMutation(userActivateTenancy, { onSuccess }),
    end: useCallMutation(userEndTenancy, { onSuccess }),
    cancel: useCallMutation(userCancelTenancy, { onSuccess: onBookingChange }),
    terminate: useCallMutation(userTerminateTenancy, { onSuccess }),
    renew: useCallMutation(userRenewTenancy, { onSuccess }),
    checkIn: useCallMutation(userCheckInTenancy, { onSuccess: onBookingChange }),
    settle: useCallMutation(userSettleTenancyDeposits, {
      onSuccess: () => invalidate(...TENANCY_READS, userListRefunds, adminListRefunds),
    }),
  };
}

/** A tenancy's documents: uploading and deleting change only its record. */
export function useTenancyDocuments() {
  const invalidate = useInvalidate();
  const onSuccess = () => invalidate(userGetTenancy, adminGetTenancy);
  return {
    upload: useCallMutation(userUploadTenancyDocuments, { onSuccess }),
    remove: useCallMutation(userDeleteTenancyDocument, { onSuccess }),
  };
}

/** The tenancy's e-agreements (its agreement tab; the agreement screens change them). */
export const useTenancyAgreements = (tenancyId: number) =>
  useCall(userListAgreements, { tenancy_id: tenancyId, page: 1, page_size: 50 });
