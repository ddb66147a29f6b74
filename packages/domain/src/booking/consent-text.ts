import type { TLanguage } from '../protocol/request';

// The credit-check consent and disclaimer the applicant reads and signs (docs/decisions/0017-booking.md):
// one text, shown by the booking screen in the reader's language and printed in the signed PDF, so the
// record holds exactly what was agreed to. The PDF carries the English text (its standard fonts print
// Latin script only).

type TText = Record<TLanguage, string>;

export const CONSENT_TITLE: TText = {
  en: 'Consent to a credit check (CTOS)',
  cn: '信用调查（CTOS）授权书',
};

/** The consent's paragraphs for booking `ref` of `company`. */
export function consentParagraphs(language: TLanguage, at: { ref: string; company: string }): string[] {
  const { ref, company } = at;
  return {
    en: [
      `I, the applicant of booking ${ref}, authorise ${company} and Sewa, as its booking platform, to obtain a credit report about me from CTOS Data Systems Sdn Bhd, a credit reporting agency registered under the Credit Reporting Agencies Act 2010, for the purpose of assessing my application to rent the room or unit I am booking.`,
      'The report may include my identity details, my credit facilities and repayment conduct (CCRIS), legal cases and trade references. It is used only to decide on this booking, is kept as long as the law requires, and is not shared with anyone else.',
      'This consent is given under the Personal Data Protection Act 2010 and is valid for this booking only. I may ask the operator for a copy of the report used to decide on my application.',
    ],
    cn: [
      `本人，即预订 ${ref} 的申请人，授权 ${company} 及其预订平台 Sewa 向 CTOS Data Systems Sdn Bhd（依据《2010 年信用报告机构法令》注册的信用报告机构）获取本人的信用报告，用于评估本人租用所预订房间或单位的申请。`,
      '报告可能包括本人的身份资料、信贷融资及还款记录（CCRIS）、法律诉讼及贸易参考资料。报告仅用于决定此预订，按法律要求的期限保存，并不会与任何其他人分享。',
      '本授权依据《2010 年个人资料保护法令》作出，仅适用于此预订。本人可要求业者提供用于决定本人申请的报告副本。',
    ],
  }[language];
}

/** The consent box's text. */
export const CONSENT_AGREEMENT: TText = {
  en: 'I agree to the credit check described above.',
  cn: '本人同意进行上述信用调查。',
};

/** The disclaimer box's text. */
export const DISCLAIMER_TEXT: TText = {
  en: 'I confirm that the information and documents I gave are true and my own, and I understand the credit-check fee is not refundable once the check is run.',
  cn: '本人确认所提供的资料及证件真实且属于本人，并明白信用调查一经进行，调查费用恕不退还。',
};
