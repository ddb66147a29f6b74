import type { TFacility, TListingStatus, TPropertyType, TTenure } from '@sewa/domain';

// Demo listings: fictional buildings on real streets of Kuala Lumpur, Petaling Jaya, George Town and
// Johor Bahru. `letting` says whether units are let whole or by room; `rent` is the base monthly rent in RM.

export type TDemoProperty = {
  name: string;
  type: TPropertyType;
  street: string;
  postcode: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  letting: 'whole' | 'rooms';
  rent: number;
  tenure?: TTenure;
  developer?: string;
  buildYear?: number;
  floors?: number;
  status?: TListingStatus;
  isLandlords?: boolean;
};

const KL = { city: 'Kuala Lumpur', state: 'Kuala Lumpur' } as const;
const PJ = { city: 'Petaling Jaya', state: 'Selangor' } as const;
const GT = { city: 'George Town', state: 'Penang' } as const;
const JB = { city: 'Johor Bahru', state: 'Johor' } as const;

export const DEMO_PROPERTIES: TDemoProperty[] = [
  { name: 'Residensi Ampang Sentral', type: 'condominium', street: '168 Jalan Ampang', postcode: '50450', ...KL, lat: 3.1598, lng: 101.7189, letting: 'rooms', rent: 850, developer: 'Sentral Ampang Berhad', buildYear: 2016, floors: 38 },
  { name: 'Tun Razak Suites', type: 'serviced_apartment', street: '21 Jalan Tun Razak', postcode: '50400', ...KL, lat: 3.1601, lng: 101.7202, letting: 'whole', rent: 2800, developer: 'Razak Land', buildYear: 2019, floors: 45 },
  { name: 'Kiara Vista Condominium', type: 'condominium', street: '8 Jalan Kiara 3', postcode: '50480', ...KL, lat: 3.1701, lng: 101.6522, letting: 'whole', rent: 3500, developer: 'Kiara Hill Development', buildYear: 2015, floors: 30 },
  { name: 'Telawi Terrace', type: 'townhouse', street: '33 Jalan Telawi 5', postcode: '59100', ...KL, lat: 3.1318, lng: 101.6711, letting: 'rooms', rent: 1100, buildYear: 2008, floors: 3 },
  { name: 'Pangsapuri Setapak Indah', type: 'apartment', street: '2 Jalan Genting Klang', postcode: '53300', ...KL, lat: 3.1952, lng: 101.7156, letting: 'rooms', rent: 480, buildYear: 2005, floors: 18, isLandlords: true },
  { name: 'Cheras Heights Residence', type: 'condominium', street: '101 Jalan Cheras', postcode: '56100', ...KL, lat: 3.1076, lng: 101.7331, letting: 'rooms', rent: 650, developer: 'Cheras Prima', buildYear: 2017, floors: 28 },
  { name: 'Klang Lama Garden Flats', type: 'flat', street: '15 Jalan Klang Lama', postcode: '58000', ...KL, lat: 3.1019, lng: 101.6775, letting: 'rooms', rent: 450, buildYear: 1998, floors: 12 },
  { name: 'Sultan Ismail Loft', type: 'serviced_apartment', street: '77 Jalan Sultan Ismail', postcode: '50250', ...KL, lat: 3.1535, lng: 101.7065, letting: 'whole', rent: 2200, developer: 'Loft Living', buildYear: 2020, floors: 40 },
  { name: 'Sri Petaling Court', type: 'apartment', street: '5 Jalan Radin Bagus', postcode: '57000', ...KL, lat: 3.0679, lng: 101.6886, letting: 'rooms', rent: 700, buildYear: 2010, floors: 20, isLandlords: true },
  { name: 'Kuching Road Residences', type: 'condominium', street: '260 Jalan Kuching', postcode: '51200', ...KL, lat: 3.1862, lng: 101.6798, letting: 'whole', rent: 1600, buildYear: 2013, floors: 25 },
  { name: 'SS2 Family Link Home', type: 'link_house', street: '24 Jalan SS 2/24', postcode: '47300', ...PJ, lat: 3.1184, lng: 101.6206, letting: 'rooms', rent: 600, tenure: 'freehold', buildYear: 1985, floors: 2 },
  { name: 'Seksyen 17 Apartment', type: 'apartment', street: '9 Jalan 17/1', postcode: '46400', ...PJ, lat: 3.1243, lng: 101.6384, letting: 'whole', rent: 1300, buildYear: 2002, floors: 15 },
  { name: 'Mutiara Damansara Suites', type: 'serviced_apartment', street: '3 Jalan PJU 7/3', postcode: '47810', ...PJ, lat: 3.1568, lng: 101.6103, letting: 'whole', rent: 2400, developer: 'Mutiara Realty', buildYear: 2018, floors: 35 },
  { name: 'Damansara Utama Shoplot', type: 'shop', street: '52 Jalan SS 21/37', postcode: '47400', ...PJ, lat: 3.1353, lng: 101.6233, letting: 'whole', rent: 3200, buildYear: 1995, floors: 3 },
  { name: 'Templer Park Bungalow', type: 'bungalow', street: '11 Jalan Templer', postcode: '46050', ...PJ, lat: 3.0893, lng: 101.6499, letting: 'rooms', rent: 900, tenure: 'freehold', buildYear: 1990, floors: 2, isLandlords: true },
  { name: 'Kelana Jaya Lakeview', type: 'condominium', street: '18 Jalan SS 7/26', postcode: '47301', ...PJ, lat: 3.1036, lng: 101.5968, letting: 'rooms', rent: 750, developer: 'Lakeview Homes', buildYear: 2014, floors: 26 },
  { name: 'Paramount Semi-D', type: 'semi_d', street: '6 Jalan 20/13', postcode: '46300', ...PJ, lat: 3.1045, lng: 101.6232, letting: 'whole', rent: 3000, tenure: 'freehold', buildYear: 2001, floors: 2 },
  { name: 'Chulia Heritage Rooms', type: 'townhouse', street: '120 Lebuh Chulia', postcode: '10200', ...GT, lat: 5.4177, lng: 100.3367, letting: 'rooms', rent: 550, tenure: 'freehold', buildYear: 1920, floors: 2 },
  { name: 'Burma Road Residence', type: 'apartment', street: '300 Jalan Burma', postcode: '10050', ...GT, lat: 5.4232, lng: 100.3206, letting: 'rooms', rent: 620, buildYear: 2004, floors: 16 },
  { name: 'Gurney Seafront Suites', type: 'condominium', street: '88 Persiaran Gurney', postcode: '10250', ...GT, lat: 5.4381, lng: 100.3095, letting: 'whole', rent: 3300, developer: 'Gurney Bay Development', buildYear: 2017, floors: 42 },
  { name: 'Macalister Court', type: 'apartment', street: '45 Jalan Macalister', postcode: '10400', ...GT, lat: 5.4149, lng: 100.3221, letting: 'whole', rent: 1500, buildYear: 2009, floors: 14, isLandlords: true },
  { name: 'Sultan Ahmad Shah Villa', type: 'bungalow', street: '14 Jalan Sultan Ahmad Shah', postcode: '10050', ...GT, lat: 5.4261, lng: 100.3212, letting: 'rooms', rent: 950, tenure: 'freehold', buildYear: 1960, floors: 2 },
  { name: 'Tanjung Tokong Marina View', type: 'condominium', street: '2 Jalan Tanjung Tokong', postcode: '10470', ...GT, lat: 5.4566, lng: 100.3058, letting: 'whole', rent: 2100, buildYear: 2016, floors: 33 },
  { name: 'Air Itam Hillside Flats', type: 'flat', street: '71 Jalan Air Itam', postcode: '11400', ...GT, lat: 5.4024, lng: 100.2791, letting: 'rooms', rent: 460, buildYear: 1997, floors: 10 },
  { name: 'Wong Ah Fook Residency', type: 'serviced_apartment', street: '39 Jalan Wong Ah Fook', postcode: '80000', ...JB, lat: 1.4634, lng: 103.7613, letting: 'rooms', rent: 700, developer: 'Selat Tebrau Holdings', buildYear: 2019, floors: 36 },
  { name: 'Tebrau City Condominium', type: 'condominium', street: '150 Jalan Tebrau', postcode: '80300', ...JB, lat: 1.4996, lng: 103.7762, letting: 'whole', rent: 1800, buildYear: 2015, floors: 29 },
  { name: 'Skudai Student Lodge', type: 'apartment', street: '12 Jalan Skudai', postcode: '81200', ...JB, lat: 1.5082, lng: 103.6905, letting: 'rooms', rent: 450, buildYear: 2007, floors: 11 },
  { name: 'Danga Bay Waterfront', type: 'serviced_apartment', street: '1 Persiaran Danga Bay', postcode: '80200', ...JB, lat: 1.4731, lng: 103.7192, letting: 'whole', rent: 2600, developer: 'Danga Waterfront Sdn Bhd', buildYear: 2018, floors: 40 },
  { name: 'Taman Molek Cluster Homes', type: 'cluster', street: '8 Jalan Molek 1/29', postcode: '81100', ...JB, lat: 1.5267, lng: 103.7944, letting: 'rooms', rent: 800, tenure: 'freehold', buildYear: 2011, floors: 2, isLandlords: true },
  { name: 'Austin Heights Townhouse', type: 'townhouse', street: '27 Jalan Austin Heights 8', postcode: '81100', ...JB, lat: 1.5554, lng: 103.7811, letting: 'whole', rent: 2000, tenure: 'freehold', buildYear: 2012, floors: 3 },
  { name: 'Bukit Indah Link Villa', type: 'link_house', street: '19 Jalan Indah 15', postcode: '81200', ...JB, lat: 1.4818, lng: 103.6555, letting: 'rooms', rent: 650, tenure: 'freehold', buildYear: 2006, floors: 2 },
  // The other tabs of the operator's list.
  { name: 'Bangsar South Office Suite', type: 'office', street: '6 Jalan Kerinchi', postcode: '59200', ...KL, lat: 3.1106, lng: 101.6657, letting: 'whole', rent: 3400, buildYear: 2014, floors: 24, status: 'draft' },
  { name: 'Jelutong Corner Flats', type: 'flat', street: '40 Jalan Jelutong', postcode: '11600', ...GT, lat: 5.3894, lng: 100.3139, letting: 'rooms', rent: 500, buildYear: 1999, floors: 9, status: 'pending_approval', isLandlords: true },
  { name: 'Larkin Lakeside Apartment', type: 'apartment', street: '22 Jalan Larkin', postcode: '80350', ...JB, lat: 1.4952, lng: 103.7424, letting: 'whole', rent: 1250, buildYear: 2003, floors: 13, status: 'unlisted' },
  { name: 'Old Klang Road Shophouse', type: 'retail', street: '9 Jalan Klang Lama', postcode: '58100', ...KL, lat: 3.0899, lng: 101.6781, letting: 'whole', rent: 2900, buildYear: 1988, floors: 2, status: 'archived' },
];

export const DEMO_FACILITIES: TFacility[][] = [
  ['swimming_pool', 'gym', 'security', 'covered_parking', 'lift', 'near_lrt_mrt'],
  ['security', 'covered_parking', 'lift', 'mini_market', 'near_bus_stop'],
  ['wifi', 'air_conditioning', 'washing_machine', 'kitchen', 'near_shopping_mall'],
  ['swimming_pool', 'gym', 'sauna', 'playground', 'bbq_area', 'jogging_track', 'security'],
  ['wifi', 'air_conditioning', 'kitchen', 'surau', 'near_lrt_mrt'],
];

export const DEMO_ROOM_TITLES = ['Master Room', 'Middle Room', 'Small Room', 'Studio Room'] as const;
