// The credit-check consent and disclaimer the applicant signs (docs/decisions/0017-booking.md). The
// screens show them in the reader's language; the signed PDF carries the English text (the PDF's
// standard fonts print Latin script only) and says so.

export const CONSENT_TEXT = {
  en: [
    'I authorise the operator named above, through Sewa, to obtain a credit report about me from CTOS Data Systems Sdn Bhd (a credit reporting agency registered under the Credit Reporting Agencies Act 2010), including CCRIS information from Bank Negara Malaysia, for the purpose of assessing my application to rent the property named above.',
    'I confirm that the identity details I gave are mine and true, and I understand that the report may be kept with my booking for as long as the law requires and shown only to the operator and to Sewa.',
  ],
  cn: [
    '本人授权上述运营商通过 Sewa 向 CTOS Data Systems Sdn Bhd（根据《2010 年信用报告机构法》注册的信用报告机构）获取本人的信用报告，包括马来西亚国家银行的 CCRIS 资料，用于评估本人租赁上述房产的申请。',
    '本人确认所提供的身份资料属于本人且真实无误，并了解该报告可在法律规定的期限内与本人的预订一同保存，且仅向运营商及 Sewa 展示。',
  ],
} as const;

export const DISCLAIMER_TEXT = {
  en: 'The credit check fee is not refundable once the check has been run. The operator decides on the booking; a report does not by itself approve or reject it.',
  cn: '信用调查一经执行，其费用概不退还。预订由运营商决定；报告本身并不会批准或拒绝预订。',
} as const;
