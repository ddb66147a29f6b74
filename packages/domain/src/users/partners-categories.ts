// Catalogues of the company's partners (product §2.2 users): the categories and sub-categories of
// maintenance work a contractor takes (product §4 maintenance work: category, sub-category), and the kinds
// of supplies a vendor sells. Codes are stored; labels are in both languages here so the server, the web
// and later the work-order module show the same words.

export type TLabel = { en: string; cn: string };
export type TWorkSubCategory = { code: string; label: TLabel };
export type TWorkCategory = { code: string; label: TLabel; subCategories: readonly TWorkSubCategory[] };

const sub = (code: string, en: string, cn: string): TWorkSubCategory => ({ code, label: { en, cn } });

export const WORK_CATEGORIES = [
  {
    code: 'plumbing',
    label: { en: 'Plumbing', cn: '水管' },
    subCategories: [
      sub('plumbing-leak', 'Leaking pipe or tap', '水管或水龙头漏水'),
      sub('plumbing-blockage', 'Blocked drain or toilet', '排水管或马桶堵塞'),
      sub('plumbing-water-heater', 'Water heater', '热水器'),
      sub('plumbing-pump', 'Water pump and tank', '水泵和水箱'),
    ],
  },
  {
    code: 'electrical',
    label: { en: 'Electrical', cn: '电气' },
    subCategories: [
      sub('electrical-wiring', 'Wiring and sockets', '电线和插座'),
      sub('electrical-lighting', 'Lighting', '照明'),
      sub('electrical-breaker', 'Circuit breaker and DB box', '断路器和配电箱'),
    ],
  },
  {
    code: 'air-conditioning',
    label: { en: 'Air conditioning', cn: '空调' },
    subCategories: [
      sub('aircon-service', 'Servicing and cleaning', '保养和清洗'),
      sub('aircon-repair', 'Repair and gas top-up', '维修和加冷气'),
      sub('aircon-install', 'Installation', '安装'),
    ],
  },
  {
    code: 'appliances',
    label: { en: 'Appliances', cn: '家电' },
    subCategories: [
      sub('appliance-washer', 'Washing machine and dryer', '洗衣机和烘干机'),
      sub('appliance-fridge', 'Refrigerator', '冰箱'),
      sub('appliance-kitchen', 'Cooker hood and hob', '抽油烟机和炉灶'),
    ],
  },
  {
    code: 'carpentry',
    label: { en: 'Carpentry and furniture', cn: '木工和家具' },
    subCategories: [
      sub('carpentry-door', 'Doors and windows', '门窗'),
      sub('carpentry-cabinet', 'Cabinets and wardrobes', '橱柜和衣柜'),
      sub('carpentry-furniture', 'Furniture repair', '家具维修'),
    ],
  },
  {
    code: 'locks',
    label: { en: 'Locks and security', cn: '门锁和安防' },
    subCategories: [
      sub('locks-change', 'Lock change and keys', '换锁和钥匙'),
      sub('locks-smart', 'Smart door lock', '智能门锁'),
      sub('locks-grille', 'Grilles and gates', '铁花和大门'),
    ],
  },
  {
    code: 'building',
    label: { en: 'Building works', cn: '建筑工程' },
    subCategories: [
      sub('building-roof', 'Roof and ceiling leak', '屋顶和天花板漏水'),
      sub('building-tiles', 'Tiles and flooring', '瓷砖和地板'),
      sub('building-painting', 'Painting', '油漆'),
      sub('building-renovation', 'Renovation', '装修'),
    ],
  },
  {
    code: 'cleaning',
    label: { en: 'Cleaning', cn: '清洁' },
    subCategories: [
      sub('cleaning-general', 'General cleaning', '一般清洁'),
      sub('cleaning-move-out', 'Move-in and move-out cleaning', '入住和退房清洁'),
      sub('cleaning-upholstery', 'Mattress and upholstery', '床垫和布艺'),
    ],
  },
  {
    code: 'pest-control',
    label: { en: 'Pest control', cn: '虫害防治' },
    subCategories: [
      sub('pest-termites', 'Termites', '白蚁'),
      sub('pest-insects', 'Cockroaches and ants', '蟑螂和蚂蚁'),
      sub('pest-rodents', 'Rodents', '老鼠'),
    ],
  },
  {
    code: 'smart-home',
    label: { en: 'Smart home and internet', cn: '智能家居和网络' },
    subCategories: [
      sub('smart-meter', 'Smart meter', '智能电表'),
      sub('smart-internet', 'Internet and Wi-Fi', '网络和 Wi-Fi'),
    ],
  },
  {
    code: 'general',
    label: { en: 'General repairs', cn: '一般维修' },
    subCategories: [sub('general-handyman', 'Handyman', '杂工')],
  },
] as const satisfies readonly TWorkCategory[];

export type TWorkCategoryCode = (typeof WORK_CATEGORIES)[number]['code'];
export const WORK_CATEGORY_CODES = WORK_CATEGORIES.map((c) => c.code) as [
  TWorkCategoryCode,
  ...TWorkCategoryCode[],
];
export type TWorkSubCategoryCode = (typeof WORK_CATEGORIES)[number]['subCategories'][number]['code'];
export const WORK_SUB_CATEGORY_CODES = WORK_CATEGORIES.flatMap((c) => c.subCategories.map((s) => s.code)) as [
  TWorkSubCategoryCode,
  ...TWorkSubCategoryCode[],
];

/** The category a sub-category belongs to. */
export const categoryOfSubCategory = (code: string): TWorkCategoryCode | undefined =>
  WORK_CATEGORIES.find((c) => c.subCategories.some((s) => s.code === code))?.code;

export const findWorkCategory = (code: string): TWorkCategory | undefined =>
  WORK_CATEGORIES.find((c) => c.code === code);

/** The label of a category or sub-category code in a language (the code itself when unknown). */
export function workCategoryLabel(code: string, lang: 'en' | 'cn'): string {
  for (const c of WORK_CATEGORIES as readonly TWorkCategory[]) {
    if (c.code === code) return c.label[lang];
    const s = c.subCategories.find((x) => x.code === code);
    if (s) return s.label[lang];
  }
  return code;
}

/** What a vendor supplies (expenses are paid to vendors). */
export const VENDOR_CATEGORIES = [
  'utilities',
  'supplies',
  'furniture',
  'appliances',
  'cleaning',
  'maintenance',
  'professional-services',
  'other',
] as const;
export type TVendorCategory = (typeof VENDOR_CATEGORIES)[number];

/** A contractor is a company (with a business name) or a person. */
export const CONTRACTOR_KINDS = ['company', 'person'] as const;
export type TContractorKind = (typeof CONTRACTOR_KINDS)[number];
