/** Rooms per unit: keeps a unit's detail (rooms with their rentals) one bounded read. */
export const MAX_ROOMS_PER_UNIT = 30;
/** Rentals per unit over time (withdrawn ones stay as history) shown on the unit page. */
export const MAX_UNIT_RENTALS = 200;
