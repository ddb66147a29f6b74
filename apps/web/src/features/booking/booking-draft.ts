import { readStorage, removeStorage, writeStorage } from '../../app/storage';

// What a visitor typed in steps 1–2 of /booking/{rental_id}, kept in this tab, so a login or register in
// between (or a reload) loses nothing. Files are not kept: the browser cannot store them for later.

export type TBookingForm = {
  move_in_date: string;
  tenure_months: string;
  occupants: string;
  message: string;
  document_kind: 'ic' | 'passport';
  id_number: string;
  date_of_birth: string;
};

export const EMPTY_BOOKING_FORM: TBookingForm = {
  move_in_date: '',
  tenure_months: '',
  occupants: '1',
  message: '',
  document_kind: 'ic',
  id_number: '',
  date_of_birth: '',
};

export type TBookingDraft = { step: number; values: TBookingForm };

const keyOf = (rentalId: number) => `sewa.booking-draft.${rentalId}`;

export function readDraft(rentalId: number): TBookingDraft | null {
  try {
    const draft = JSON.parse(readStorage('session', keyOf(rentalId)) ?? 'null') as TBookingDraft | null;
    if (!draft || typeof draft !== 'object' || typeof draft.values !== 'object') return null;
    const values = { ...EMPTY_BOOKING_FORM };
    for (const name of Object.keys(values) as (keyof TBookingForm)[]) {
      const value = draft.values[name];
      if (typeof value === 'string') Object.assign(values, { [name]: value });
    }
    if (values.document_kind !== 'ic' && values.document_kind !== 'passport') values.document_kind = 'ic';
    const step = Number.isInteger(draft.step) ? Math.min(Math.max(draft.step, 0), 2) : 0;
    return { step, values };
  } catch {
    return null;
  }
}

export const saveDraft = (rentalId: number, draft: TBookingDraft) =>
  writeStorage('session', keyOf(rentalId), JSON.stringify(draft));

export const clearDraft = (rentalId: number) => removeStorage('session', keyOf(rentalId));
