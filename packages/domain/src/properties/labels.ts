import type {
  TBathroomType,
  TFacility,
  TFurnishedStatus,
  TGenderPreference,
  TLeaseLength,
  TPropertyType,
  TRacePreference,
  TRentalType,
  TReportReason,
  TResidentType,
  TRoomType,
  TTenure,
} from './enums';
import type { TListingStatus } from './listing-workflow';
import type { TMoveInItem } from './move-in-costs';

// Display names of the property vocabularies in both languages, shared by the web screens and the
// server-rendered page titles (SEO) so the two never disagree.
type TLabels<K extends string> = Record<'en' | 'cn', Record<K, string>>;

export const PROPERTY_TYPE_LABELS: TLabels<TPropertyType> = {
  en: {
    apartment: 'Apartment',
    condominium: 'Condominium',
    flat: 'Flat',
    landed: 'Landed',
    office_tower: 'Office Tower',
    serviced_apartment: 'Serviced Apartment',
    townhouse: 'Townhouse',
    bungalow: 'Bungalow',
    semi_d: 'Semi-D',
    cluster: 'Cluster',
    link_house: 'Link House',
    retail: 'Retail',
    shop: 'Shop',
    factory: 'Factory',
    land: 'Land',
    office: 'Office',
  },
  cn: {
    apartment: '公寓',
    condominium: '共管公寓',
    flat: '组屋',
    landed: '有地住宅',
    office_tower: '办公大楼',
    serviced_apartment: '服务式公寓',
    townhouse: '联排别墅',
    bungalow: '独立式洋房',
    semi_d: '半独立式洋房',
    cluster: '集群式住宅',
    link_house: '排屋',
    retail: '零售商铺',
    shop: '店屋',
    factory: '工厂',
    land: '土地',
    office: '办公室',
  },
};

export const RESIDENT_TYPE_LABELS: TLabels<TResidentType> = {
  en: { residential: 'Residential', commercial: 'Commercial' },
  cn: { residential: '住宅', commercial: '商业' },
};

export const TENURE_LABELS: TLabels<TTenure> = {
  en: { freehold: 'Freehold', leasehold: 'Leasehold' },
  cn: { freehold: '永久地契', leasehold: '租赁地契' },
};

export const RENTAL_TYPE_LABELS: TLabels<TRentalType> = {
  en: { whole_unit: 'Whole unit', room: 'Room' },
  cn: { whole_unit: '整间单位', room: '房间' },
};

export const ROOM_TYPE_LABELS: TLabels<TRoomType> = {
  en: { master: 'Master room', middle: 'Middle room', small: 'Small room', studio: 'Studio' },
  cn: { master: '主人房', middle: '中房', small: '小房', studio: '开放式单间' },
};

export const FURNISHED_LABELS: TLabels<TFurnishedStatus> = {
  en: {
    unfurnished: 'Unfurnished',
    partially_furnished: 'Partially furnished',
    fully_furnished: 'Fully furnished',
  },
  cn: { unfurnished: '无家具', partially_furnished: '部分家具', fully_furnished: '全套家具' },
};

export const BATHROOM_TYPE_LABELS: TLabels<TBathroomType> = {
  en: { private: 'Private bathroom', shared: 'Shared bathroom' },
  cn: { private: '独立浴室', shared: '共用浴室' },
};

export const GENDER_PREFERENCE_LABELS: TLabels<TGenderPreference> = {
  en: { male: 'Male', female: 'Female', others: 'Others', all: 'All' },
  cn: { male: '男性', female: '女性', others: '其他', all: '不限' },
};

export const RACE_PREFERENCE_LABELS: TLabels<TRacePreference> = {
  en: { chinese: 'Chinese', malay: 'Malay', indian: 'Indian', all: 'All' },
  cn: { chinese: '华人', malay: '马来人', indian: '印度人', all: '不限' },
};

export const LEASE_LENGTH_LABELS: TLabels<TLeaseLength> = {
  en: {
    move_in_immediately: 'Move in immediately',
    '12_months_and_above': '12 months and above',
    '6_months': '6 months',
    under_6_months: 'Under 6 months',
  },
  cn: {
    move_in_immediately: '可立即入住',
    '12_months_and_above': '12 个月及以上',
    '6_months': '6 个月',
    under_6_months: '少于 6 个月',
  },
};

export const LISTING_STATUS_LABELS: TLabels<TListingStatus> = {
  en: {
    published: 'Published',
    pending_approval: 'Pending approval',
    unlisted: 'Unlisted',
    draft: 'Draft',
    archived: 'Archived',
  },
  cn: {
    published: '已发布',
    pending_approval: '待审核',
    unlisted: '已下架',
    draft: '草稿',
    archived: '已归档',
  },
};

export const MOVE_IN_ITEM_LABELS: TLabels<TMoveInItem> = {
  en: {
    first_month_rent: 'First month rent',
    last_month_rent: 'Last month rent',
    move_in_fee: 'Move-in fee',
    registration_fee: 'Registration fee',
    agreement_fee: 'Agreement fee',
    security_deposit: 'Security deposit',
    utility_deposit: 'Utility deposit',
    access_card_deposit: 'Access card deposit',
    carpark_deposit: 'Carpark deposit',
    other_fee: 'Other fee',
    credit_check_fee: 'CTOS consent fee',
    tenancy_agreement_fee: 'Tenancy agreement fee',
  },
  cn: {
    first_month_rent: '首月租金',
    last_month_rent: '末月租金',
    move_in_fee: '入住费',
    registration_fee: '登记费',
    agreement_fee: '协议费',
    security_deposit: '保证金',
    utility_deposit: '水电押金',
    access_card_deposit: '门禁卡押金',
    carpark_deposit: '停车位押金',
    other_fee: '其他费用',
    credit_check_fee: 'CTOS 同意书费用（信用调查费）',
    tenancy_agreement_fee: '租约费',
  },
};

export const REPORT_REASON_LABELS: TLabels<TReportReason> = {
  en: {
    inaccurate_information: 'Inaccurate information',
    not_available: 'No longer available',
    suspected_scam: 'Suspected scam',
    inappropriate_content: 'Inappropriate content',
    duplicate_listing: 'Duplicate listing',
    other: 'Other',
  },
  cn: {
    inaccurate_information: '信息不准确',
    not_available: '已不再出租',
    suspected_scam: '疑似诈骗',
    inappropriate_content: '内容不当',
    duplicate_listing: '重复刊登',
    other: '其他',
  },
};

export const FACILITY_LABELS: TLabels<TFacility> = {
  en: {
    swimming_pool: 'Swimming pool',
    gym: 'Gym',
    security: '24-hour security',
    covered_parking: 'Covered parking',
    playground: 'Playground',
    bbq_area: 'BBQ area',
    lift: 'Lift',
    wifi: 'Wi-Fi',
    air_conditioning: 'Air conditioning',
    washing_machine: 'Washing machine',
    kitchen: 'Kitchen',
    near_lrt_mrt: 'Near LRT/MRT',
    near_bus_stop: 'Near bus stop',
    near_shopping_mall: 'Near shopping mall',
    sauna: 'Sauna',
    tennis_court: 'Tennis court',
    jogging_track: 'Jogging track',
    multipurpose_hall: 'Multipurpose hall',
    mini_market: 'Mini market',
    surau: 'Surau',
  },
  cn: {
    swimming_pool: '游泳池',
    gym: '健身房',
    security: '24 小时保安',
    covered_parking: '有盖停车场',
    playground: '儿童游乐场',
    bbq_area: '烧烤区',
    lift: '电梯',
    wifi: '无线网络',
    air_conditioning: '空调',
    washing_machine: '洗衣机',
    kitchen: '厨房',
    near_lrt_mrt: '靠近轻快铁/地铁',
    near_bus_stop: '靠近巴士站',
    near_shopping_mall: '靠近购物中心',
    sauna: '桑拿',
    tennis_court: '网球场',
    jogging_track: '跑步径',
    multipurpose_hall: '多功能礼堂',
    mini_market: '迷你市场',
    surau: '祈祷室',
  },
};
