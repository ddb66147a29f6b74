// The platform's default templates (product §10.2), written for Sewa: a standard Malaysian tenancy
// agreement and a property management agreement (PMA), in English and Simplified Chinese. The server
// writes them once (by seed key) as templates without a company; admins edit them and every company
// starts from them, copying one to change it. Bodies are the editor's HTML (paragraphs, bold, italic,
// underline) with `{{variable}}` tokens (variables.ts).

export type TDefaultTemplate = {
  seed_key: string;
  kind: 'tenancy' | 'pma';
  language: 'en' | 'cn';
  name: string;
  body: string;
};

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

const TENANCY_EN = p(
  '<strong>TENANCY AGREEMENT</strong>',
  'Reference: {{agreement_ref}} — Date: {{today}}',
  '<strong>THIS AGREEMENT</strong> is made between the Landlord, <strong>{{landlord_name}}</strong> (NRIC/Passport {{landlord_id_number}}), represented by its manager <strong>{{company_name}}</strong> ({{company_address}}), and the Tenant, <strong>{{tenant_name}}</strong> (NRIC/Passport {{tenant_id_number}}, mobile {{tenant_mobile}}, e-mail {{tenant_email}}).',
  '<strong>1. The premises.</strong> The Landlord lets and the Tenant takes {{room_name}} of unit {{unit_name}}, {{property_name}}, {{property_address}} (the "Premises"), with the fixtures and furniture in the inventory list agreed at check-in.',
  '<strong>2. Term.</strong> The tenancy is for {{tenure_months}} months, from {{tenure_start}} to {{tenure_end}} (both days included).',
  '<strong>3. Rent.</strong> The monthly rent is <strong>{{monthly_rent}}</strong>, payable in advance on or before day {{payment_day}} of each month through the Sewa platform or as the Manager directs. Rent paid late may bear interest as stated in the tenancy.',
  '<strong>4. Deposits.</strong> On signing the Tenant pays a security deposit of {{security_deposit}}, a utility deposit of {{utility_deposit}}, an access card deposit of {{access_card_deposit}}, a car park deposit of {{car_park_deposit}} and other deposits of {{other_deposit}}. The deposits are held for the term, earn no interest and may not be set off against rent. They are refunded within 30 days after the Tenant delivers vacant possession, less the cost of damage beyond fair wear and tear, unpaid rent and unpaid utility bills, each itemised to the Tenant.',
  "<strong>5. The Tenant agrees</strong> to pay the rent on time; to pay for electricity, water, gas, internet and other utilities used during the term; to keep the Premises clean and in good and tenantable repair; to use the Premises as a private residence only; not to sublet, assign or part with possession; not to make alterations without written consent; not to keep anything unlawful, dangerous or offensive; to follow the building's by-laws and the house rules below; and to allow the Landlord or the Manager to inspect the Premises at reasonable times with prior notice.",
  '<strong>6. The Landlord agrees</strong> to give the Tenant quiet enjoyment of the Premises; to pay the quit rent, assessment and maintenance charges; to keep the structure, roof and main pipes and wiring in repair; and to insure the building against fire.',
  '<strong>7. Ending early.</strong> If the rent is unpaid for 14 days after it is due, or the Tenant breaks this agreement and does not remedy the breach within 14 days of written notice, the Landlord may end the tenancy and re-enter the Premises, and the security deposit may be forfeited against the loss. If the Tenant ends the tenancy before the end of the term, the security deposit is forfeited.',
  '<strong>8. Renewal.</strong> The Tenant may ask to renew by written notice at least two months before the end of the term; the rent for the renewed term is as the parties then agree.',
  '<strong>9. Handover.</strong> At the end of the tenancy the Tenant returns the Premises and every key and access card in the condition recorded at check-in, fair wear and tear excepted.',
  '<strong>10. House rules.</strong>',
  '{{house_rules}}',
  '<strong>11. Special conditions.</strong>',
  '{{special_conditions}}',
  '<strong>12. Stamp duty</strong> on this agreement and its duplicate is borne by the Tenant unless agreed otherwise, and is paid within 30 days of the date of signing.',
  '<strong>13. Law and notices.</strong> This agreement is governed by the laws of Malaysia. Notices are given in writing to the addresses, mobile numbers or e-mail addresses above, or through the Sewa platform.',
  "<strong>14. Electronic signing.</strong> The parties sign this agreement electronically under the Electronic Commerce Act 2006. Each signature records the signer's name, the time, the network address, the device and the SHA-256 fingerprint of the document signed; the final page lists them.",
);

const TENANCY_CN = p(
  '<strong>租赁协议</strong>',
  '编号：{{agreement_ref}} — 日期：{{today}}',
  '<strong>本协议</strong>由业主 <strong>{{landlord_name}}</strong>（身份证/护照号码 {{landlord_id_number}}）及其管理方 <strong>{{company_name}}</strong>（{{company_address}}）与租客 <strong>{{tenant_name}}</strong>（身份证/护照号码 {{tenant_id_number}}，手机 {{tenant_mobile}}，电邮 {{tenant_email}}）订立。',
  '<strong>一、租赁物业。</strong>业主将位于 {{property_address}} 的 {{property_name}} 单位 {{unit_name}} 之 {{room_name}}（“物业”）出租予租客，连同入住时双方确认的物品清单所列之装置及家具。',
  '<strong>二、租期。</strong>租期为 {{tenure_months}} 个月，自 {{tenure_start}} 起至 {{tenure_end}} 止（首尾两日均包括在内）。',
  '<strong>三、租金。</strong>每月租金为 <strong>{{monthly_rent}}</strong>，须于每月 {{payment_day}} 日或之前通过 Sewa 平台或按管理方指示预付。逾期租金可按租约所订利率计息。',
  '<strong>四、押金。</strong>租客于签约时缴付保证押金 {{security_deposit}}、水电押金 {{utility_deposit}}、门禁卡押金 {{access_card_deposit}}、停车位押金 {{car_park_deposit}} 及其他押金 {{other_deposit}}。押金于租期内由业主持有，不计利息，亦不得抵扣租金；租客交还空置物业后三十日内退还，惟须扣除超出正常损耗之损坏费用、欠缴租金及水电费，并向租客逐项列明。',
  '<strong>五、租客承诺：</strong>按时缴付租金；缴付租期内所用之电、水、煤气、网络及其他公用事业费用；保持物业清洁及良好状况；物业仅作私人住宅用途；不得分租、转让或让他人占用；未经书面同意不得改动物业；不得存放任何违法、危险或令人厌恶之物品；遵守大厦条例及以下住户守则；并于事先通知后允许业主或管理方在合理时间内检查物业。',
  '<strong>六、业主承诺：</strong>保证租客安静享用物业；缴付地税、门牌税及管理费；维修物业之结构、屋顶、主要水管及电线；并为建筑物投保火险。',
  '<strong>七、提前终止。</strong>若租金逾期十四日未付，或租客违反本协议并于书面通知后十四日内未作纠正，业主可终止租约并收回物业，保证押金可予没收以抵偿损失。若租客于租期届满前终止租约，保证押金将被没收。',
  '<strong>八、续约。</strong>租客可于租期届满前至少两个月以书面通知要求续约；续约租金由双方届时另行商定。',
  '<strong>九、交还物业。</strong>租约结束时，租客须按入住时记录之状况交还物业及所有钥匙与门禁卡，正常损耗除外。',
  '<strong>十、住户守则。</strong>',
  '{{house_rules}}',
  '<strong>十一、特别条款。</strong>',
  '{{special_conditions}}',
  '<strong>十二、印花税。</strong>除另有约定外，本协议及其副本之印花税由租客承担，并须于签署日起三十日内缴付。',
  '<strong>十三、法律及通知。</strong>本协议受马来西亚法律管辖。通知须以书面形式发送至上述地址、手机号码或电邮，或通过 Sewa 平台发送。',
  '<strong>十四、电子签署。</strong>双方依据《2006年电子商务法令》以电子方式签署本协议。每个签名均记录签署人姓名、时间、网络地址、设备及所签文件之 SHA-256 指纹，并列于最后一页。',
);

const PMA_EN = p(
  '<strong>PROPERTY MANAGEMENT AGREEMENT</strong>',
  'Reference: {{agreement_ref}} — Agreement date: {{agreement_date}}',
  '<strong>BETWEEN</strong> the Owner, <strong>{{landlord_name}}</strong> ({{landlord_nationality}}, NRIC/Passport {{landlord_id_number}}, {{landlord_address}}, mobile {{landlord_mobile}}, e-mail {{landlord_email}}) <strong>AND</strong> the Manager, <strong>{{company_name}}</strong> ({{company_address}}, {{company_mobile}}, {{company_email}}).',
  '<strong>1. Appointment.</strong> The Owner appoints the Manager to manage {{property_name}}, {{property_address}} (the "Property") from {{commencement_date}}, on a <strong>{{mode_of_service}}</strong> basis.',
  "<strong>2. Services.</strong> As the mode of service requires: finding and vetting tenants, preparing and signing tenancy agreements on the Owner's behalf, collecting rent and deposits, arranging repairs and maintenance, handling tenants' requests, and reporting to the Owner through the Sewa platform.",
  '<strong>3. Fees.</strong> The Manager is paid a management fee of <strong>{{management_fee}}</strong> and a profit share of <strong>{{profit_sharing}}</strong>, deducted from the rent collected before each payout to the Owner.',
  '<strong>4. Money held.</strong> Rent and deposits collected are held for the Owner and paid out, less fees and approved expenses, with a statement for each payout.',
  '<strong>5. The Owner agrees</strong> to keep the Property insured, to pay the quit rent, assessment and maintenance charges unless agreed otherwise, and to approve repairs above the limit agreed with the Manager.',
  "<strong>6. Term and ending.</strong> This agreement runs from the commencement date until either party ends it by 60 days' written notice. Tenancies already signed continue; the Manager hands over their records and deposits on the end.",
  '<strong>7. Law.</strong> This agreement is governed by the laws of Malaysia.',
  '<strong>8. Electronic signing.</strong> The parties sign electronically under the Electronic Commerce Act 2006; the final page records each signature and the SHA-256 fingerprint of the document signed.',
);

const PMA_CN = p(
  '<strong>物业管理协议</strong>',
  '编号：{{agreement_ref}} — 协议日期：{{agreement_date}}',
  '<strong>甲方（业主）：</strong><strong>{{landlord_name}}</strong>（{{landlord_nationality}}，身份证/护照号码 {{landlord_id_number}}，地址 {{landlord_address}}，手机 {{landlord_mobile}}，电邮 {{landlord_email}}）',
  '<strong>乙方（管理方）：</strong><strong>{{company_name}}</strong>（{{company_address}}，{{company_mobile}}，{{company_email}}）',
  '<strong>一、委任。</strong>业主委任管理方自 {{commencement_date}} 起以 <strong>{{mode_of_service}}</strong> 方式管理位于 {{property_address}} 的 {{property_name}}（“物业”）。',
  '<strong>二、服务内容。</strong>按服务方式所需：寻找及审核租客、代业主拟备及签署租赁协议、收取租金及押金、安排维修保养、处理租客要求，并通过 Sewa 平台向业主汇报。',
  '<strong>三、费用。</strong>管理方收取管理费 <strong>{{management_fee}}</strong> 及利润分成 <strong>{{profit_sharing}}</strong>，于每次向业主付款前从所收租金中扣除。',
  '<strong>四、代管款项。</strong>所收租金及押金代业主持有，扣除费用及经批准之开支后支付予业主，每次付款均附结算单。',
  '<strong>五、业主承诺：</strong>为物业投保；除另有约定外缴付地税、门牌税及管理费；并批准超出与管理方约定限额之维修。',
  '<strong>六、期限及终止。</strong>本协议自生效日起持续有效，直至任何一方提前六十日书面通知终止。已签署之租约继续有效；协议终止时管理方须移交相关记录及押金。',
  '<strong>七、法律。</strong>本协议受马来西亚法律管辖。',
  '<strong>八、电子签署。</strong>双方依据《2006年电子商务法令》以电子方式签署；最后一页记录每个签名及所签文件之 SHA-256 指纹。',
);

export const DEFAULT_TEMPLATES: readonly TDefaultTemplate[] = [
  {
    seed_key: 'tenancy-en',
    kind: 'tenancy',
    language: 'en',
    name: 'Standard tenancy agreement',
    body: TENANCY_EN,
  },
  { seed_key: 'tenancy-cn', kind: 'tenancy', language: 'cn', name: '标准租赁协议', body: TENANCY_CN },
  { seed_key: 'pma-en', kind: 'pma', language: 'en', name: 'Property management agreement', body: PMA_EN },
  { seed_key: 'pma-cn', kind: 'pma', language: 'cn', name: '物业管理协议', body: PMA_CN },
];
