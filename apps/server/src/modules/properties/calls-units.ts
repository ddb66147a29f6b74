import {
  userCreateRental,
  userCreateRoom,
  userCreateUnit,
  userGetRental,
  userGetRoom,
  userGetUnit,
  userListRooms,
  userListUnits,
  userUpdateRental,
  userUpdateRoom,
  userUpdateUnit,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall } from '../../http/registry';
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
const OPERATOR = { roles: ['operator'], privilege: 'properties' } as const;
// Landlords add units to the drafts they propose and read their own properties' units.
const WITH_LANDLORD = { roles: ['operator', 'landlord'], privilege: 'properties' } as const;

export const unitCalls = [
  defineCall(userCreateUnit, {
    ...WITH_LANDLORD,
    handler: async (ctx) => ({ data: await createUnit(useCase(ctx), ctx.input) }),
  }),
  defineCall(userUpdateUnit, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await updateUnit(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListUnits, {
    ...WITH_LANDLORD,
    handler: async (ctx) => ({ data: await listUnits(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetUnit, {
    ...WITH_LANDLORD,
    handler: async (ctx) => ({ data: await getUnit(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(userCreateRoom, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await createRoom(useCase(ctx), ctx.input) }),
  }),
  defineCall(userUpdateRoom, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await updateRoom(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListRooms, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await listRooms(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetRoom, {
    ...WITH_LANDLORD,
    handler: async (ctx) => ({ data: await getRoom(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(userCreateRental, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await createRental(useCase(ctx), ctx.input) }),
  }),
  defineCall(userUpdateRental, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await updateRental(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetRental, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await getRental(useCase(ctx), ctx.input.id) }),
  }),
];
