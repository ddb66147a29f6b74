import { ZIdInput } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
import { ZCreateRentalInput, ZRentalOutput, ZUpdateRentalInput } from './rental-schemas';
import {
  ZCreateRoomInput,
  ZCreateUnitInput,
  ZListRoomsInput,
  ZListUnitsInput,
  ZRoomDetailOutput,
  ZRoomOutput,
  ZRoomPageOutput,
  ZUnitDetailOutput,
  ZUnitOutput,
  ZUnitPageOutput,
  ZUpdateRoomInput,
  ZUpdateUnitInput,
} from './unit-schemas';

// Units, rooms and rentals of the operator's (and the landlord's) properties.

export const userCreateUnit = defineContract({
  name: 'user-create-unit',
  input: ZCreateUnitInput,
  output: ZUnitOutput,
});

export const userUpdateUnit = defineContract({
  name: 'user-update-unit',
  input: ZUpdateUnitInput,
  output: ZUnitOutput,
});

export const userListUnits = defineContract({
  name: 'user-list-units',
  input: ZListUnitsInput,
  output: ZUnitPageOutput,
});

export const userGetUnit = defineContract({
  name: 'user-get-unit',
  input: ZIdInput,
  output: ZUnitDetailOutput,
});

export const userCreateRoom = defineContract({
  name: 'user-create-room',
  input: ZCreateRoomInput,
  output: ZRoomOutput,
});

export const userUpdateRoom = defineContract({
  name: 'user-update-room',
  input: ZUpdateRoomInput,
  output: ZRoomOutput,
});

export const userListRooms = defineContract({
  name: 'user-list-rooms',
  input: ZListRoomsInput,
  output: ZRoomPageOutput,
});

export const userGetRoom = defineContract({
  name: 'user-get-room',
  input: ZIdInput,
  output: ZRoomDetailOutput,
});

export const userCreateRental = defineContract({
  name: 'user-create-rental',
  input: ZCreateRentalInput,
  output: ZRentalOutput,
});

export const userUpdateRental = defineContract({
  name: 'user-update-rental',
  input: ZUpdateRentalInput,
  output: ZRentalOutput,
});

export const userGetRental = defineContract({
  name: 'user-get-rental',
  input: ZIdInput,
  output: ZRentalOutput,
});
