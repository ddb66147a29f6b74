// 25 made-up tenancies for the table demo: enough for three pages of 10.
export type TSampleTenancy = {
  id: number;
  property: string;
  tenant: string;
  rentSen: number;
  status: 'active' | 'pending' | 'overdue' | 'terminated';
  startDate: string;
};

const BUILDINGS = [
  'Residensi Bukit Jalil',
  'Mont Kiara Aman',
  'Pavilion Embassy',
  'The Sentral',
  'Setia Sky',
];
const TENANTS = [
  'Aisyah Rahman',
  'Tan Wei Ming',
  'Priya Nair',
  'Lim Mei Ling',
  'Muhammad Hafiz',
  'Wong Kar Yan',
  'Siti Nurhaliza',
];
const STATUSES: TSampleTenancy['status'][] = ['active', 'pending', 'overdue', 'terminated'];

export const SAMPLE_TENANCIES: readonly TSampleTenancy[] = Array.from({ length: 25 }, (_, i) => ({
  id: 1001 + i,
  property: `${BUILDINGS[i % BUILDINGS.length]}, A-${(i % 12) + 1}-${(i % 4) + 1}`,
  tenant: TENANTS[(i * 3) % TENANTS.length] ?? '',
  rentSen: 120000 + ((i * 53) % 17) * 15000,
  status: STATUSES[(i * 5) % STATUSES.length] ?? 'active',
  startDate: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 7) % 28) + 1).padStart(2, '0')}`,
}));
