import { bookingAmounts, refundAmounts, type TBookingSetting } from '@sewa/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDb, TDbExecutor } from '../client';
import {
  bookingSettings,
  bookings,
  companies,
  ledgerAccounts,
  ledgerLines,
  ledgerTransfers,
  lifecycleEvents,
  paymentGatewayActivations,
  properties,
  refunds,
  rentalBookingSettings,
  rentalReservations,
  rentals,
  users,
} from '../schema/index';
import { activateSimulatorGateway, refreshSearchOf } from './booking-support';

// Demo booking (issue 11). The demo company takes bookings online in `npm start`: its trial is over
// and its gateway is activated for the payment simulator (SPEC: a trial account has no book-now); one of
// its listings asks for a credit check; the demo tenant has bookings in four states (new, approved,
// rejected with its refund, cancelled), their history and their money in the ledger. Idempotent: each
// part checks for its own rows (the activation, the override, the tenant's bookings) and the ledger
// transfers have keys, so a second start changes nothing.

const DEMO_TENANT_MOBILE = '123456789';
const DEMO_SETTING: TBookingSetting = {
  booking_fee_sen: 10_000,
  is_credit_check_required: false,
  move_in_items: ['first_month_rent', 'security_deposit'],
};

type TLine = {
  owner: ['platform' | 'company' | 'tenant', number];
  kind: string;
  companyId: number | null;
  amount: number;
};

/** A balanced ledger transfer, once per key (the server posts through postTransfer; the seed has no
 * server, so it writes the same rows: accounts made on first use, lines with the balance after). */
async function seedTransfer(
  db: TDbExecutor,
  key: string,
  kind: string,
  bookingId: number,
  lines: TLine[],
  at: Date,
) {
  const [exists] = await db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, key));
  if (exists) return;
  const netted = lines.filter((l) => l.amount !== 0);
  if (netted.reduce((s, l) => s + l.amount, 0) !== 0) throw new Error(`unbalanced seed transfer ${key}`);
  const [transfer] = await db
    .insert(ledgerTransfers)
    .values({
      kind,
      idempotencyKey: key,
      referenceType: 'booking',
      referenceId: String(bookingId),
      memo: `Demo booking b-${bookingId}`,
      createdByKind: 'system',
      createdAt: at,
    })
    .returning();
  for (const line of netted) {
    const [ownerType, ownerId] = line.owner;
    await db
      .insert(ledgerAccounts)
      .values({ ownerType, ownerId, kind: line.kind, companyId: line.companyId, createdAt: at })
      .onConflictDoNothing();
    const [account] = await db
      .update(ledgerAccounts)
      .set({ balanceSen: sql`${ledgerAccounts.balanceSen} + ${line.amount}` })
      .where(
        and(
          eq(ledgerAccounts.ownerType, ownerType),
          eq(ledgerAccounts.ownerId, ownerId),
          eq(ledgerAccounts.kind, line.kind),
          sql`coalesce(${ledgerAccounts.companyId}, 0) = ${line.companyId ?? 0}`,
        ),
      )
      .returning();
    await db.insert(ledgerLines).values({
      transferId: transfer!.id,
      accountId: account!.id,
      amountSen: line.amount,
      balanceAfterSen: account!.balanceSen,
      createdAt: at,
    });
  }
}

const addDays = (at: Date, days: number) =>
  new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedBooking(db: TDb, options: { secretKey?: string } = {}): Promise<void> {
  const [company] = await db.select().from(companies).where(sql`lower(${companies.domainCode}) = 'demo'`);
  if (!company) return;
  const now = new Date();

  // Bookable online: trial over, gateway active (once; later starts leave what users changed).
  if (options.secretKey) {
    const [active] = await db
      .select()
      .from(paymentGatewayActivations)
      .where(eq(paymentGatewayActivations.companyId, company.id));
    if (!active) {
      await db.transaction(async (tx) => {
        await activateSimulatorGateway(tx, company.id, {
          secretKey: options.secretKey!,
          username: 'merchant@demo.my',
          at: now,
        });
        if (company.trialEndsAt && company.trialEndsAt.getTime() > now.getTime())
          await tx
            .update(companies)
            .set({
              trialStartsAt: new Date(now.getTime() - 30 * 86_400_000),
              trialEndsAt: new Date(now.getTime() - 16 * 86_400_000),
            })
            .where(eq(companies.id, company.id));
      });
    }
  }

  await db
    .insert(bookingSettings)
    .values({
      companyId: company.id,
      bookingFeeSen: DEMO_SETTING.booking_fee_sen,
      isCreditCheckRequired: DEMO_SETTING.is_credit_check_required,
      moveInItems: DEMO_SETTING.move_in_items,
    })
    .onConflictDoNothing();

  const available = await db
    .select({ rental: rentals })
    .from(rentals)
    .innerJoin(properties, eq(properties.id, rentals.propertyId))
    .where(
      and(
        eq(rentals.companyId, company.id),
        eq(rentals.status, 'available'),
        eq(properties.status, 'published'),
      ),
    )
    .orderBy(asc(rentals.id));
  if (available.length < 6) return;

  // One listing asks for a credit check: the first available rental.
  const [override] = await db
    .select()
    .from(rentalBookingSettings)
    .where(
      and(
        eq(rentalBookingSettings.companyId, company.id),
        eq(rentalBookingSettings.isCreditCheckRequired, true),
      ),
    );
  if (!override)
    await db.insert(rentalBookingSettings).values({
      rentalId: available[0]!.rental.id,
      companyId: company.id,
      bookingFeeSen: DEMO_SETTING.booking_fee_sen,
      isCreditCheckRequired: true,
      moveInItems: DEMO_SETTING.move_in_items,
    });

  const [tenant] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.role, 'tenant'), eq(users.mobileCountryCode, '60'), eq(users.mobile, DEMO_TENANT_MOBILE)),
    );
  if (!tenant) return;
  const [booked] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, tenant.id), eq(bookings.companyId, company.id)))
    .limit(1);
  if (booked) return;

  // The demo tenant's bookings, on the last available rentals (the journeys book from the front).
  const picks = available.slice(-4).map((r) => r.rental);
  const states = ['new', 'approved', 'rejected', 'cancelled'] as const;
  await db.transaction(async (tx) => {
    for (const [i, status] of states.entries()) {
      const rental = picks[i]!;
      const amounts = bookingAmounts(rental.moveInCosts, DEMO_SETTING);
      const at = new Date(now.getTime() - (4 - i) * 86_400_000);
      const isPaid = status !== 'cancelled';
      const release =
        status === 'rejected'
          ? refundAmounts('rejected', amounts.payment1_sen, amounts.credit_check_fee_sen)
          : null;
      const [b] = await tx
        .insert(bookings)
        .values({
          companyId: company.id,
          propertyId: rental.propertyId,
          unitId: rental.unitId,
          roomId: rental.roomId,
          rentalId: rental.id,
          userId: tenant.id,
          status,
          moveInDate: addDays(now, 30),
          tenureMonths: 12,
          occupants: 1,
          message: status === 'new' ? 'Hi, I work nearby and would like to move in next month.' : null,
          documentKind: 'ic',
          idNumber: '950615145678',
          dateOfBirth: '1995-06-15',
          monthlyRentSen: rental.monthlyRentSen,
          moveInCosts: amounts.items as Record<string, number>,
          payNowItems: amounts.pay_now_items,
          bookingFeeSen: amounts.booking_fee_sen,
          creditCheckFeeSen: amounts.credit_check_fee_sen,
          isCreditCheckRequired: false,
          payment1Sen: amounts.payment1_sen,
          payment2Sen: amounts.payment2_sen,
          paymentStatus: isPaid ? 'paid_1' : 'unpaid',
          refundStatus: release && release.refund_sen > 0 ? 'pending' : 'none',
          settlementStatus: status === 'rejected' ? 'refunded' : isPaid ? 'held' : null,
          reason:
            status === 'rejected'
              ? 'The unit is no longer offered for this period.'
              : status === 'cancelled'
                ? 'Changed my plans.'
                : null,
          cancelledBy: status === 'cancelled' ? 'tenant' : null,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      const id = b!.id;
      const moves: [string, string | null, string, 'user' | 'system', number | null][] = [
        ['create', null, 'draft', 'user', tenant.id],
        ['submit', 'draft', 'pending_payment', 'user', tenant.id],
      ];
      if (isPaid) moves.push(['pay_1', 'pending_payment', 'new', 'system', null]);
      if (status === 'approved') moves.push(['approve', 'new', 'approved', 'user', company.ownerUserId]);
      if (status === 'rejected') moves.push(['reject', 'new', 'rejected', 'user', company.ownerUserId]);
      if (status === 'cancelled') moves.push(['cancel', 'pending_payment', 'cancelled', 'user', tenant.id]);
      for (const [n, [action, from, to, kind, actorId]] of moves.entries())
        await tx.insert(lifecycleEvents).values({
          companyId: company.id,
          subjectType: 'booking',
          subjectId: id,
          action,
          fromStatus: from,
          toStatus: to,
          actorKind: kind,
          actorId,
          reason: action === 'reject' || action === 'cancel' ? b!.reason : null,
          createdAt: new Date(at.getTime() + n * 60_000),
        });
      if (isPaid)
        await seedTransfer(
          tx,
          `booking:${id}:pay:1`,
          'booking_payment',
          id,
          [
            {
              owner: ['platform', 0],
              kind: 'gateway_clearing',
              companyId: null,
              amount: -amounts.payment1_sen,
            },
            {
              owner: ['company', company.id],
              kind: 'booking_held',
              companyId: company.id,
              amount: amounts.payment1_sen,
            },
          ],
          at,
        );
      if (release) {
        await seedTransfer(
          tx,
          `booking:${id}:release`,
          'booking_release',
          id,
          [
            {
              owner: ['company', company.id],
              kind: 'booking_held',
              companyId: company.id,
              amount: -release.paid_sen,
            },
            {
              owner: ['tenant', tenant.id],
              kind: 'refund_payable',
              companyId: company.id,
              amount: release.refund_sen,
            },
            {
              owner: ['platform', 0],
              kind: 'platform_revenue',
              companyId: null,
              amount: release.credit_check_fee_sen,
            },
          ],
          at,
        );
        await tx.insert(refunds).values({
          companyId: company.id,
          userId: tenant.id,
          source: 'booking',
          bookingId: id,
          amountSen: release.refund_sen,
          breakdown: release,
          status: 'requested',
          createdAt: at,
          updatedAt: at,
        });
      }
      if (status === 'new' || status === 'approved') {
        await tx
          .insert(rentalReservations)
          .values({ rentalId: rental.id, bookingId: id, expiresAt: null, createdAt: at });
        await tx.update(rentals).set({ status: 'booked', updatedAt: at }).where(eq(rentals.id, rental.id));
      }
    }
    const touched = [...new Set(picks.map((r) => r.propertyId))];
    for (const propertyId of touched) await refreshSearchOf(tx, propertyId);
  });
}
