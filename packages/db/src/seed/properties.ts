import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  computeMoveInTotal,
  locationTerms,
  suggestedMoveInCosts,
  type TGenderPreference,
  type TMoveInCosts,
  type TPropertyType,
  toDateString,
} from '@sewa/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb, TDbExecutor } from '../client';
import {
  bookingSettings,
  companies,
  files,
  fillListingSearchSql,
  livePropertyLists,
  properties,
  rentals,
  rooms,
  units,
  users,
} from '../schema/index';
import { DEMO_FACILITIES, DEMO_PROPERTIES, DEMO_ROOM_TITLES, type TDemoProperty } from './properties-data';
import { buildingPng, roomPng } from './properties-images';

// Demo listings for the demo operator (domain code "demo"): 31 published over Kuala Lumpur, Petaling
// Jaya, George Town and Johor Bahru, one in each other tab, some owned by the demo landlord, with photos
// drawn in code. Skipped when the demo company is missing or already has properties.

const DAY = 86_400_000;

/** Same layout as the server's files module: <dataDir>/uploads/<random name>, a `files` row — public
 * for a published listing's photos, private otherwise (as the server's listing workflow keeps them). */
async function storeImage(
  db: TDbExecutor,
  dataDir: string,
  companyId: number,
  png: Buffer,
  name: string,
  visibility: 'public' | 'private' = 'public',
) {
  const storageName = `${randomBytes(16).toString('hex')}.png`;
  const dir = join(dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, storageName), png);
  const [row] = await db
    .insert(files)
    .values({
      companyId,
      ownerKind: 'system',
      kind: 'image',
      mime: 'image/png',
      size: png.byteLength,
      width: png.readUInt32BE(16),
      height: png.readUInt32BE(20),
      originalName: name,
      storageName,
      visibility,
    })
    .returning({ id: files.id });
  return row!.id;
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
/** Rents end in round tens of ringgit, within RM 450–3,500. */
const rm = (ringgit: number) => Math.min(3500, Math.max(450, Math.round(ringgit / 10) * 10)) * 100;
const GENDERS: TGenderPreference[] = ['all', 'female', 'all', 'male'];
const isHighRise = (t: TPropertyType) =>
  ['condominium', 'serviced_apartment', 'apartment', 'flat'].includes(t);

function moveInCosts(rentSen: number, p: TDemoProperty): TMoveInCosts {
  const costs = suggestedMoveInCosts(rentSen);
  if (isHighRise(p.type)) costs.access_card_deposit = 10_000;
  if (p.letting === 'whole') costs.tenancy_agreement_fee = 30_000;
  else costs.utility_deposit = 20_000;
  costs.credit_check_fee = 3_000;
  return costs;
}

function descriptionOf(p: TDemoProperty): string {
  const what = p.letting === 'rooms' ? 'Rooms for rent' : 'Whole units for rent';
  const floors = p.floors ? ` The building has ${p.floors} floors.` : '';
  return `${what} at ${p.name}, ${p.street}, ${p.city}.${floors} Close to shops and public transport; viewing within 3 working days.`;
}

async function addUnits(tx: TDbExecutor, p: TDemoProperty, propertyId: number, companyId: number, i: number) {
  const base = { propertyId, companyId };
  const gender = GENDERS[i % GENDERS.length]!;
  if (p.letting === 'whole') {
    for (let k = 0; k < 2; k++) {
      const bedrooms = 2 + ((i + k) % 3);
      const [unit] = await tx
        .insert(units)
        .values({
          ...base,
          unitNumber: isHighRise(p.type) ? `${10 + ((i * 3 + k * 7) % 25)}-0${k + 1}` : `No. ${k * 2 + 1}`,
          block: isHighRise(p.type) ? (k === 0 ? 'A' : 'B') : null,
          rentalType: 'whole_unit',
          rooms: bedrooms,
          bedrooms,
          bathrooms: Math.max(1, bedrooms - 1),
          carparks: 1 + (k % 2),
          sqft: 750 + bedrooms * 180 + k * 40,
          furnished: k === 0 ? 'fully_furnished' : 'partially_furnished',
          genderPreference: 'all',
          racePreference: 'all',
          leaseLength: '12_months_and_above',
        })
        .returning();
      const rent = rm(p.rent * (1 + k * 0.08));
      const costs = moveInCosts(rent, p);
      await tx.insert(rentals).values({
        ...base,
        unitId: unit!.id,
        rentalType: 'whole_unit',
        monthlyRentSen: rent,
        availableFrom: toDateString(new Date(Date.now() + (i % 5) * 7 * DAY)),
        moveInCosts: costs,
        moveInTotalSen: computeMoveInTotal(costs),
      });
    }
    return;
  }
  const [unit] = await tx
    .insert(units)
    .values({
      ...base,
      unitNumber: isHighRise(p.type) ? `${5 + (i % 20)}-${10 + (i % 7)}` : `No. ${i + 3}`,
      block: isHighRise(p.type) ? 'A' : null,
      rentalType: 'room',
      rooms: 3,
      bedrooms: 3,
      bathrooms: 2,
      carparks: 1,
      sqft: 1000 + (i % 4) * 50,
      furnished: 'fully_furnished',
      genderPreference: gender,
      racePreference: 'all',
      leaseLength: i % 3 === 0 ? 'move_in_immediately' : '6_months',
    })
    .returning();
  const factors = [1.3, 1, 0.8];
  for (let k = 0; k < 3; k++) {
    const [room] = await tx
      .insert(rooms)
      .values({
        ...base,
        unitId: unit!.id,
        title: DEMO_ROOM_TITLES[k]!,
        roomType: (['master', 'middle', 'small'] as const)[k]!,
        furnished: 'fully_furnished',
        bathroomType: k === 0 ? 'private' : 'shared',
        genderPreference: 'all',
        racePreference: 'all',
      })
      .returning();
    const rent = rm(p.rent * factors[k]!);
    const costs = moveInCosts(rent, p);
    await tx.insert(rentals).values({
      ...base,
      unitId: unit!.id,
      roomId: room!.id,
      rentalType: 'room',
      monthlyRentSen: rent,
      availableFrom: toDateString(new Date(Date.now() + k * 14 * DAY)),
      moveInCosts: costs,
      moveInTotalSen: computeMoveInTotal(costs),
    });
  }
}

export async function seedProperties(
  db: TDb,
  options: { dataDir?: string } = {},
): Promise<{ properties: number } | null> {
  const [company] = await db.select().from(companies).where(sql`lower(${companies.domainCode}) = 'demo'`);
  if (!company) return null;
  const [existing] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.companyId, company.id))
    .limit(1);
  if (existing) return { properties: 0 };
  const [landlord] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'landlord'), eq(users.mobileCountryCode, '60'), eq(users.mobile, '133456789')));
  // The server passes config.dataDir; alone (scripts), DATA_DIR or ./data as the config would.
  const dataDir = resolve(options.dataDir ?? process.env.DATA_DIR ?? 'data');

  // Images first (files on disk), then every row in one transaction.
  // The room pictures are shared by every demo listing (published ones among them), so public.
  const gallery: number[] = [];
  for (let k = 0; k < 6; k++)
    gallery.push(await storeImage(db, dataDir, company.id, roomPng(k + 1), `room-${k + 1}.png`));
  const covers: number[] = [];
  for (const [i, p] of DEMO_PROPERTIES.entries()) {
    const visibility = (p.status ?? 'published') === 'published' ? 'public' : 'private';
    covers.push(
      await storeImage(db, dataDir, company.id, buildingPng(i + 11), `${slug(p.name)}.png`, visibility),
    );
  }

  await db.transaction(async (tx) => {
    const now = Date.now();
    for (const [i, p] of DEMO_PROPERTIES.entries()) {
      const status = p.status ?? 'published';
      const cover = covers[i]!;
      const photos = [
        { file_id: cover, is_cover: true },
        { file_id: gallery[i % 6]!, is_cover: false },
        { file_id: gallery[(i + 3) % 6]!, is_cover: false },
      ];
      const [row] = await tx
        .insert(properties)
        .values({
          companyId: company.id,
          landlordUserId: p.isLandlords && landlord ? landlord.id : null,
          name: p.name,
          type: p.type,
          tenure: p.tenure ?? (i % 2 === 0 ? 'freehold' : 'leasehold'),
          developer: p.developer ?? null,
          buildYear: p.buildYear ?? null,
          floors: p.floors ?? null,
          description: descriptionOf(p),
          street: p.street,
          postcode: p.postcode,
          city: p.city,
          state: p.state,
          lat: p.lat,
          lng: p.lng,
          facilities: DEMO_FACILITIES[i % DEMO_FACILITIES.length]!,
          photos,
          coverFileId: cover,
          status,
          rejectionReason: status === 'draft' ? 'Please add photos of the office interior.' : null,
          postedAt: ['published', 'unlisted', 'archived'].includes(status)
            ? toDateString(new Date(now - i * 2 * DAY))
            : null,
          submittedAt: status === 'pending_approval' ? new Date(now - DAY) : null,
        })
        .returning();
      await addUnits(tx, p, row!.id, company.id, i);
      if (status === 'published') {
        for (const statement of fillListingSearchSql(row!.id, locationTerms(row!)))
          await tx.execute(statement);
      }
    }
    await tx
      .insert(livePropertyLists)
      .values({ companyId: company.id, title: 'Available properties' })
      .onConflictDoNothing();
    await tx
      .insert(bookingSettings)
      .values({
        companyId: company.id,
        bookingFeeSen: 20_000,
        isCreditCheckRequired: true,
        moveInItems: ['first_month_rent', 'security_deposit', 'utility_deposit', 'access_card_deposit'],
      })
      .onConflictDoNothing();
  });
  return { properties: DEMO_PROPERTIES.length };
}
