import {
  ZCreateRentalInput,
  ZCreateRoomInput,
  ZCreateUnitInput,
  ZIdInput,
  ZListRoomsInput,
  ZListUnitsInput,
  ZRental,
  ZRoom,
  ZRoomDetail,
  ZRoomPage,
  ZUnit,
  ZUnitDetail,
  ZUnitPage,
  ZUpdateRentalInput,
  ZUpdateRoomInput,
  ZUpdateUnitInput,
} from '@sewa/domain';
import { z } from 'zod';
import { defineCall } from '../../http/registry';
import { useCase } from '../../core/use-case';
import { createRental } from './create-rental';
import { createRoom } from './create-room';
import { createUnit } from './create-unit';
import { getRental } from './get-rental';
import { getRoom } from './get-room';
import { getUnit } from './get-unit';
import { listRooms } from './list-rooms';
import { listUnits } from './list-units';
import { updateRental } from './update-rental';
import { updateRoom } from './update-room';
import { updateUnit } from './update-unit';

// Units, rooms and rentals (add-unit, edit-unit, edit-unit-details, rooms, edit-room-details, add-rental).
const OPERATOR = { audience: 'user', roles: ['operator'], privilege: 'properties' } as const;
// Landlords add units to the drafts they propose and read their own properties' units.
const WITH_LANDLORD = { ...OPERATOR, roles: ['operator', 'landlord'] } as const;

export const ZUnitOutput = z.object({ data: ZUnit });
export const ZRoomOutput = z.object({ data: ZRoom });
export const ZRentalOutput = z.object({ data: ZRental });

export const unitCalls = [
  defineCall({
    ...WITH_LANDLORD,
    name: 'user-create-unit',
    input: ZCreateUnitInput,
    output: ZUnitOutput,
    handler: async (ctx) => ({ data: await createUnit(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...OPERATOR,
    name: 'user-update-unit',
    input: ZUpdateUnitInput,
    output: ZUnitOutput,
    handler: async (ctx) => ({ data: await updateUnit(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...WITH_LANDLORD,
    name: 'user-list-units',
    input: ZListUnitsInput,
    output: z.object({ data: ZUnitPage }),
    handler: async (ctx) => ({ data: await listUnits(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...WITH_LANDLORD,
    name: 'user-get-unit',
    input: ZIdInput,
    output: z.object({ data: ZUnitDetail }),
    handler: async (ctx) => ({ data: await getUnit(useCase(ctx), ctx.input.id) }),
  }),
  defineCall({
    ...OPERATOR,
    name: 'user-create-room',
    input: ZCreateRoomInput,
    output: ZRoomOutput,
    handler: async (ctx) => ({ data: await createRoom(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...OPERATOR,
    name: 'user-update-room',
    input: ZUpdateRoomInput,
    output: ZRoomOutput,
    handler: async (ctx) => ({ data: await updateRoom(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...OPERATOR,
    name: 'user-list-rooms',
    input: ZListRoomsInput,
    output: z.object({ data: ZRoomPage }),
    handler: async (ctx) => ({ data: await listRooms(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...WITH_LANDLORD,
    name: 'user-get-room',
    input: ZIdInput,
    output: z.object({ data: ZRoomDetail }),
    handler: async (ctx) => ({ data: await getRoom(useCase(ctx), ctx.input.id) }),
  }),
  defineCall({
    ...OPERATOR,
    name: 'user-create-rental',
    input: ZCreateRentalInput,
    output: ZRentalOutput,
    handler: async (ctx) => ({ data: await createRental(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...OPERATOR,
    name: 'user-update-rental',
    input: ZUpdateRentalInput,
    output: ZRentalOutput,
    handler: async (ctx) => ({ data: await updateRental(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...OPERATOR,
    name: 'user-get-rental',
    input: ZIdInput,
    output: ZRentalOutput,
    handler: async (ctx) => ({ data: await getRental(useCase(ctx), ctx.input.id) }),
  }),
];
