import type { TContractor, TContractorInput } from '@sewa/domain/users/partners-schemas';
import { NEW_PERSON, personFormOf, type TPersonForm } from '../shared/person-values';
import { citiesOf } from '../shared/work-fields';

// The contractor form as typed: the person's fields, the business, the work and the service areas.

export type TContractorForm = TPersonForm & {
  kind: string;
  business_name: string;
  business_registration_number: string;
  categories: string[];
  sub_categories: string[];
  service_states: string[];
  /** Comma-separated as typed. */
  service_cities: string;
};

export const NEW_CONTRACTOR: TContractorForm = {
  ...NEW_PERSON,
  kind: 'company',
  business_name: '',
  business_registration_number: '',
  categories: [],
  sub_categories: [],
  service_states: [],
  service_cities: '',
};

export const contractorFormOf = (c: TContractor): TContractorForm => ({
  ...personFormOf(c),
  kind: c.kind,
  business_name: c.business_name ?? '',
  business_registration_number: c.business_registration_number ?? '',
  categories: [...c.categories],
  sub_categories: [...c.sub_categories],
  service_states: [...c.service_states],
  service_cities: c.service_cities.join(', '),
});

export const contractorInputOf = (form: TContractorForm) =>
  ({
    ...form,
    // A person has no business name: not sent, so the schema does not ask for one.
    business_name: form.kind === 'company' ? form.business_name : '',
    service_cities: citiesOf(form.service_cities),
  }) as TContractorInput;
