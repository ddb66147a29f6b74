// Property, unit and room vocabularies (product §3). Stored and sent as these codes; labels live in labels.ts.

export const PROPERTY_TYPES = [
  'apartment',
  'condominium',
  'flat',
  'landed',
  'office_tower',
  'serviced_apartment',
  'townhouse',
  'bungalow',
  'semi_d',
  'cluster',
  'link_house',
  'retail',
  'shop',
  'factory',
  'land',
  'office',
] as const;
export type TPropertyType = (typeof PROPERTY_TYPES)[number];

/** The home search's "resident type": homes versus business premises, derived from the property type. */
export const RESIDENT_TYPES = ['residential', 'commercial'] as const;
export type TResidentType = (typeof RESIDENT_TYPES)[number];
export const COMMERCIAL_PROPERTY_TYPES: readonly TPropertyType[] = [
  'office_tower',
  'retail',
  'shop',
  'factory',
  'land',
  'office',
];
export const residentTypeOf = (type: TPropertyType): TResidentType =>
  COMMERCIAL_PROPERTY_TYPES.includes(type) ? 'commercial' : 'residential';
export const propertyTypesOf = (resident: TResidentType): TPropertyType[] =>
  PROPERTY_TYPES.filter((t) => residentTypeOf(t) === resident);

export const TENURES = ['freehold', 'leasehold'] as const;
export type TTenure = (typeof TENURES)[number];

export const MALAYSIAN_STATES = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Melaka',
  'Negeri Sembilan',
  'Pahang',
  'Penang',
  'Perak',
  'Perlis',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
  'Kuala Lumpur',
  'Labuan',
  'Putrajaya',
] as const;
export type TMalaysianState = (typeof MALAYSIAN_STATES)[number];

export const FACILITIES = [
  'swimming_pool',
  'gym',
  'security',
  'covered_parking',
  'playground',
  'bbq_area',
  'lift',
  'wifi',
  'air_conditioning',
  'washing_machine',
  'kitchen',
  'near_lrt_mrt',
  'near_bus_stop',
  'near_shopping_mall',
  'sauna',
  'tennis_court',
  'jogging_track',
  'multipurpose_hall',
  'mini_market',
  'surau',
] as const;
export type TFacility = (typeof FACILITIES)[number];

export const RENTAL_TYPES = ['whole_unit', 'room'] as const;
export type TRentalType = (typeof RENTAL_TYPES)[number];

export const FURNISHED_STATUSES = ['unfurnished', 'partially_furnished', 'fully_furnished'] as const;
export type TFurnishedStatus = (typeof FURNISHED_STATUSES)[number];

export const GENDER_PREFERENCES = ['male', 'female', 'others', 'all'] as const;
export type TGenderPreference = (typeof GENDER_PREFERENCES)[number];

export const RACE_PREFERENCES = ['chinese', 'malay', 'indian', 'all'] as const;
export type TRacePreference = (typeof RACE_PREFERENCES)[number];

export const LEASE_LENGTHS = [
  'move_in_immediately',
  '12_months_and_above',
  '6_months',
  'under_6_months',
] as const;
export type TLeaseLength = (typeof LEASE_LENGTHS)[number];

export const ROOM_TYPES = ['master', 'middle', 'small', 'studio'] as const;
export type TRoomType = (typeof ROOM_TYPES)[number];

export const BATHROOM_TYPES = ['private', 'shared'] as const;
export type TBathroomType = (typeof BATHROOM_TYPES)[number];

/** A rental's availability. booked/rented are set by the booking and tenancy modules. */
export const RENTAL_STATUSES = ['available', 'booked', 'rented', 'withdrawn'] as const;
export type TRentalStatus = (typeof RENTAL_STATUSES)[number];
/** What an operator may set by hand on add-rental / edit. */
export const OPERATOR_RENTAL_STATUSES = ['available', 'withdrawn'] as const;

export const REPORT_REASONS = [
  'inaccurate_information',
  'not_available',
  'suspected_scam',
  'inappropriate_content',
  'duplicate_listing',
  'other',
] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];

export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type TSearchSort = (typeof SEARCH_SORTS)[number];

/** product §5: "Some photos must be 1290 by 720 pixels": the cover photos of a property. */
export const COVER_PHOTO_SIZE = { width: 1290, height: 720 } as const;
export const MAX_PROPERTY_PHOTOS = 30;
