import type { userUpdateCompany } from '@sewa/domain/accounts/calls';
import type { TCompany } from '@sewa/domain/accounts/company';
import type { TCallInput } from '@sewa/domain/protocol/contract';
import {
  companyTextPayload,
  companyTextValues,
  type TCompanyTextValues,
} from '../../shared/account/company-text-fields';

export type { TCompanyTextField } from '../../shared/account/company-text-fields';

export type TCompanyForm = TCompanyTextValues & {
  /** Write-only: empty keeps the saved key. */
  payment_secret: string;
  remove_payment_secret: boolean;
  remove_logo: boolean;
};

export function companyFormValues(company: TCompany): TCompanyForm {
  return {
    ...companyTextValues(company),
    payment_secret: '',
    remove_payment_secret: false,
    remove_logo: false,
  };
}

/** The whole form is saved: empty optional fields go as "cleared"; the secret only when typed. */
export function companyPayload(
  values: TCompanyForm,
  logo: File | undefined,
): TCallInput<typeof userUpdateCompany> {
  const fields = companyTextPayload(values);
  const secret = values.payment_secret?.trim();
  return {
    ...fields,
    name: fields.name ?? '',
    domain_code: fields.domain_code ?? '',
    payment_secret: secret || undefined,
    remove_payment_secret: !secret && values.remove_payment_secret ? true : undefined,
    logo,
    remove_logo: !logo && values.remove_logo ? true : undefined,
  };
}
