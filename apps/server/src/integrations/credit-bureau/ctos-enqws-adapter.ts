import { parseMoneyToSen, type TCtosReport } from '@sewa/domain';
import { XMLParser } from 'fast-xml-parser';
import {
  CreditBureauError,
  gradeOf,
  type TCreditBureau,
  type TCreditBureauSettings,
  type TCreditSubject,
} from './bureau';

// CTOS's ENQWS SOAP service (docs/decisions/0018-credit-checks.md). CTOS publishes no public API
// documentation; the request follows what third-party integrations show: a SOAP 1.1 `request` whose
// `input` is a batch XML (company_code, account_no, user_id, records of type 11 = individual, nic_br,
// name, ref_no, purpose code 200 = credit evaluation with consent, include_ccris / include_trex /
// include_consent flags, output 0 = XML), sent with HTTP Basic (user_id : password). The answer's
// `return` carries the report XML, base64-encoded (or as escaped text); we read the score (FICO index),
// CCRIS facilities with their 12-month conduct, legal cases (section D) and trade references (eTR+).
// Any failure (network, timeout, HTTP error, SOAP fault, a report without an enquiry) is a
// CreditBureauError, so the check is stored as failed and nothing is charged.

export type TCtosOptions = { timeoutMs: number; fetch?: typeof fetch };

const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
const WS_NS = 'http://ws.proxy.xml.ctos.com.my/';
const BATCH_NS = 'http://ws.cmctos.com.my/ctosnet/request';

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The batch XML of one individual's enquiry (the `input` of the SOAP request). */
export function buildBatchXml(settings: TCreditBureauSettings, subject: TCreditSubject): string {
  const el = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  return [
    `<batch output="0" no="0001" xmlns="${BATCH_NS}">`,
    el('company_code', settings.companyCode ?? ''),
    el('account_no', settings.accountNo ?? ''),
    el('user_id', settings.userId ?? ''),
    el('record_total', '1'),
    '<records>',
    el('type', '11'),
    el('ic_lc', ''),
    el('nic_br', subject.icNumber),
    el('name', subject.name),
    el('ref_no', subject.reference),
    '<purpose code="200">Credit evaluation with consent</purpose>',
    el('include_consent', '1'),
    el('include_ctos', '1'),
    el('include_trex', '1'),
    '<include_ccris sum="0">1</include_ccris>',
    el('include_dcheq', '0'),
    el('include_fico', '1'),
    '</records>',
    '</batch>',
  ].join('');
}

/** The SOAP envelope around the batch (the batch travels as escaped text in `input`). */
export function buildSoapRequest(settings: TCreditBureauSettings, subject: TCreditSubject): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<soapenv:Envelope xmlns:soapenv="${SOAP_NS}" xmlns:ws="${WS_NS}">`,
    '<soapenv:Header/>',
    '<soapenv:Body>',
    '<ws:request>',
    `<input>${escapeXml(buildBatchXml(settings, subject))}</input>`,
    '</ws:request>',
    '</soapenv:Body>',
    '</soapenv:Envelope>',
  ].join('');
}

const LISTS = new Set(['account', 'cr_position', 'record', 'reference', 'enquiry']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => LISTS.has(name),
});

type TNode = Record<string, unknown>;
const node = (v: unknown): TNode => (v && typeof v === 'object' && !Array.isArray(v) ? (v as TNode) : {});
const list = (v: unknown): TNode[] => (Array.isArray(v) ? v.map(node) : v === undefined ? [] : [node(v)]);
/** A leaf's text: a plain string, or `#text` of an element that also has attributes. */
const text = (v: unknown): string => {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number') return String(v);
  const t = node(v)['#text'];
  return typeof t === 'string' ? t.trim() : '';
};
const sen = (v: unknown): number => parseMoneyToSen(text(v)) ?? 0;
const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The report XML (decoded `return`) as our report. Throws CreditBureauError when it holds none. */
export function parseReportXml(xml: string): TCtosReport {
  let doc: TNode;
  try {
    doc = node(parser.parse(xml));
  } catch (error) {
    throw new CreditBureauError(`CTOS report is not XML: ${(error as Error).message}`);
  }
  const enquiry = list(node(node(doc.report).enq_report).enquiry)[0];
  if (!enquiry) throw new CreditBureauError('CTOS report holds no enquiry');
  const status = node(enquiry.enq_status);
  if (text(status['@_code']) && text(status['@_code']) !== '1')
    throw new CreditBureauError(`CTOS enquiry failed: ${text(status) || text(status['@_code'])}`);

  const scoreText = text(node(node(node(enquiry.section_summary).ctos).fico_index)['@_score']);
  const score = /^\d{3}$/.test(scoreText) ? Number(scoreText) : null;

  const facilities = list(node(node(enquiry.section_ccris).accounts).account).map((a) => {
    const facility = node(a.facility);
    return {
      lender: titleCase(text(a.org1)) || 'Unknown lender',
      facility: titleCase(text(facility) || text(facility['@_code'])) || 'Facility',
      limit_sen: sen(a.limit),
      outstanding_sen: sen(a.balance),
      conduct: list(node(a.cr_positions).cr_position)
        .slice(0, 12)
        .map((p) => {
          const months = Number(text(p['@_inst_arrears']));
          return Number.isInteger(months) && months >= 0 ? months : 0;
        }),
    };
  });
  const legal_cases = list(node(enquiry.section_d).record).map((r) => ({
    kind: titleCase(text(r.case_type)) || 'Legal case',
    court: text(r.court),
    amount_sen: sen(r.amount),
    filed_on: text(r.filed_date),
    status: titleCase(text(r.status)),
  }));
  const trade_references = list(node(enquiry.section_etr_plus).reference).map((r) => ({
    creditor: text(r.creditor),
    amount_sen: sen(r.amount),
    status: titleCase(text(r.status)),
  }));
  return { score, grade: gradeOf(score), facilities, legal_cases, trade_references };
}

/** The report XML inside a SOAP response: `return` holds it base64-encoded or as escaped text. */
export function reportXmlOf(soap: string): string {
  let envelope: TNode;
  try {
    envelope = node(parser.parse(soap));
  } catch (error) {
    throw new CreditBureauError(`CTOS answer is not XML: ${(error as Error).message}`);
  }
  const body = node(node(envelope.Envelope).Body);
  const fault = node(body.Fault);
  if (Object.keys(fault).length > 0)
    throw new CreditBureauError(`CTOS SOAP fault: ${text(fault.faultstring) || text(fault.faultcode)}`);
  const returned = text(node(body.requestResponse).return);
  if (!returned) throw new CreditBureauError('CTOS answer has no report');
  if (returned.startsWith('<')) return returned;
  const decoded = Buffer.from(returned, 'base64').toString('utf8');
  if (!decoded.trimStart().startsWith('<'))
    throw new CreditBureauError('CTOS report is neither XML nor base64 XML');
  return decoded;
}

export function createCtosEnqwsBureau(options: TCtosOptions): TCreditBureau {
  const http = options.fetch ?? fetch;
  return {
    name: 'ctos',
    async fetchReport(settings, subject) {
      if (!settings.endpointUrl || !settings.userId || !settings.password || !settings.companyCode)
        throw new CreditBureauError('CTOS settings are incomplete (endpoint, company code, user, password)');
      const basic = Buffer.from(`${settings.userId}:${settings.password}`).toString('base64');
      let res: Response;
      let body: string;
      try {
        res = await http(settings.endpointUrl, {
          method: 'POST',
          headers: {
            authorization: `Basic ${basic}`,
            'content-type': 'text/xml; charset=utf-8',
            soapaction: '"request"',
          },
          body: buildSoapRequest(settings, subject),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        body = await res.text();
      } catch (error) {
        throw new CreditBureauError(`CTOS did not answer: ${(error as Error).message}`);
      }
      // A SOAP fault comes with HTTP 500: read it first for a clear message.
      const xml = reportXmlOf(body);
      if (!res.ok) throw new CreditBureauError(`CTOS answered HTTP ${res.status}`);
      const report = parseReportXml(xml);
      return { score: report.score, report, raw: xml };
    },
  };
}
