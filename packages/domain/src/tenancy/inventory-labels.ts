import type { TLanguage } from '../protocol/request';
import type { TInventoryCondition } from './machines';

// Names of the catalogue's common items and of the conditions, in both languages: one source for the
// screens and the signed PDF. A custom item keeps the name the operator typed.
const ITEM_LABELS: Record<string, { en: string; cn: string }> = {
  sofa: { en: 'Sofa', cn: '沙发' },
  coffee_table: { en: 'Coffee table', cn: '茶几' },
  tv: { en: 'Television', cn: '电视' },
  tv_cabinet: { en: 'TV cabinet', cn: '电视柜' },
  dining_table: { en: 'Dining table', cn: '餐桌' },
  dining_chair: { en: 'Dining chair', cn: '餐椅' },
  curtain: { en: 'Curtain', cn: '窗帘' },
  ceiling_fan: { en: 'Ceiling fan', cn: '吊扇' },
  bed_frame: { en: 'Bed frame', cn: '床架' },
  mattress: { en: 'Mattress', cn: '床垫' },
  wardrobe: { en: 'Wardrobe', cn: '衣柜' },
  study_table: { en: 'Study table', cn: '书桌' },
  chair: { en: 'Chair', cn: '椅子' },
  air_conditioner: { en: 'Air conditioner', cn: '空调' },
  lamp: { en: 'Lamp', cn: '台灯' },
  refrigerator: { en: 'Refrigerator', cn: '冰箱' },
  washing_machine: { en: 'Washing machine', cn: '洗衣机' },
  microwave: { en: 'Microwave', cn: '微波炉' },
  cooker_hob: { en: 'Cooker hob', cn: '炉灶' },
  cooker_hood: { en: 'Cooker hood', cn: '抽油烟机' },
  water_heater: { en: 'Water heater', cn: '热水器' },
  door_key: { en: 'Door key', cn: '门钥匙' },
  access_card: { en: 'Access card', cn: '门禁卡' },
  main_door: { en: 'Main door', cn: '大门' },
  window: { en: 'Window', cn: '窗户' },
  light: { en: 'Light', cn: '灯' },
  power_socket: { en: 'Power socket', cn: '电源插座' },
  smoke_detector: { en: 'Smoke detector', cn: '烟雾探测器' },
};

export const INVENTORY_CATEGORY_LABELS = {
  living: { en: 'Living and dining', cn: '客厅与餐厅' },
  bedroom: { en: 'Bedroom', cn: '卧室' },
  kitchen: { en: 'Kitchen and laundry', cn: '厨房与洗衣' },
  fixtures: { en: 'Keys and fixtures', cn: '钥匙与设施' },
} as const;

export const INVENTORY_CONDITION_LABELS: Record<TInventoryCondition, { en: string; cn: string }> = {
  new: { en: 'New', cn: '全新' },
  good: { en: 'Good', cn: '良好' },
  fair: { en: 'Fair', cn: '一般' },
  poor: { en: 'Poor', cn: '较差' },
  damaged: { en: 'Damaged', cn: '损坏' },
  missing: { en: 'Missing', cn: '遗失' },
};

/** An item's name in a language: the catalogue's label, else the name stored (custom items). */
export const inventoryItemName = (
  item: { catalogue_key?: string | null; name: string },
  lang: TLanguage,
): string => (item.catalogue_key && ITEM_LABELS[item.catalogue_key]?.[lang]) || item.name;

/** The English label of a catalogue key (stored as the item's name). */
export const catalogueItemName = (key: string): string => ITEM_LABELS[key]?.en ?? key;
