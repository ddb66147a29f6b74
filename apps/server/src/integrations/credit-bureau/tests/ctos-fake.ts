import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';

// A local fake of CTOS's ENQWS SOAP service for the adapter's tests: it checks HTTP Basic, reads the
// batch out of the SOAP `input`, keeps it for the test to inspect, and answers a recorded-style report
// (base64 in `return`), a SOAP fault, or nothing at all (to time the client out), by the IC number:
//   ...0001 → SOAP fault; ...0002 → never answers; anything else → the report below.

export const FAKE_ACCOUNT = {
  userId: 'sewa_api',
  password: 'ctos-pw-1',
  companyCode: 'SEWA01',
  accountNo: '000123',
};

/** A report in the shape ENQWS answers (CCRIS accounts with positions, section D, eTR+). */
export const RECORDED_REPORT = `<?xml version="1.0" encoding="UTF-8"?>
<report xmlns="http://ws.cmctos.com.my/ctosnet/response" version="5.11.0">
  <enq_report id="R-1" title="CTOS Report">
    <enquiry seq="1">
      <enq_status code="1">OK</enq_status>
      <section_summary>
        <ctos><fico_index score="702"/></ctos>
      </section_summary>
      <section_ccris>
        <accounts>
          <account>
            <org1>MALAYAN BANKING BERHAD</org1>
            <facility code="HSLNFNCE">HOUSING LOAN</facility>
            <limit>450,000.00</limit>
            <balance>312,455.10</balance>
            <cr_positions>
              <cr_position month="2026-04" inst_arrears="0"/>
              <cr_position month="2026-03" inst_arrears="1"/>
              <cr_position month="2026-02" inst_arrears="0"/>
            </cr_positions>
          </account>
          <account>
            <org1>CIMB BANK BERHAD</org1>
            <facility code="CRDTCARD">CREDIT CARD</facility>
            <limit>12000</limit>
            <balance>1534.5</balance>
            <cr_positions><cr_position month="2026-04" inst_arrears="0"/></cr_positions>
          </account>
        </accounts>
      </section_ccris>
      <section_d>
        <record>
          <case_type>CIVIL SUIT</case_type>
          <court>SESSIONS COURT KUALA LUMPUR</court>
          <amount>8,200.00</amount>
          <filed_date>2024-03-05</filed_date>
          <status>SETTLED</status>
        </record>
      </section_d>
      <section_etr_plus>
        <reference><creditor>Tenaga Nasional Berhad</creditor><amount>245.60</amount><status>PAID</status></reference>
      </section_etr_plus>
    </enquiry>
  </enq_report>
</report>`;

const FAULT = `<?xml version="1.0" encoding="UTF-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>
<soap:Fault><faultcode>soap:Server</faultcode><faultstring>Invalid account</faultstring></soap:Fault>
</soap:Body></soap:Envelope>`;

const answer = (report: string) => `<?xml version="1.0" encoding="UTF-8"?>
<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body>
<ns2:requestResponse xmlns:ns2="http://ws.proxy.xml.ctos.com.my/"><return>${Buffer.from(report).toString('base64')}</return></ns2:requestResponse>
</S:Body></S:Envelope>`;

export type TFakeRequest = {
  authorization: string | undefined;
  soapAction: string | undefined;
  batch: Record<string, unknown>;
};

export async function startCtosFake() {
  const requests: TFakeRequest[] = [];
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
  });
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => resolve(body));
    });
  const server = createServer(async (req, res) => {
    const xml = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
      res.end(body);
    };
    const expected = `Basic ${Buffer.from(`${FAKE_ACCOUNT.userId}:${FAKE_ACCOUNT.password}`).toString('base64')}`;
    if (req.method !== 'POST' || req.url !== '/ctos_secure/Proxy') return xml(404, '');
    if (req.headers.authorization !== expected) return xml(401, '');
    const envelope = parser.parse(await read(req));
    const input = envelope?.Envelope?.Body?.request?.input;
    const batch = (typeof input === 'string' ? parser.parse(input) : {}).batch ?? {};
    requests.push({
      authorization: req.headers.authorization,
      soapAction: req.headers.soapaction as string,
      batch,
    });
    const ic = String(batch?.records?.nic_br ?? '');
    if (ic.endsWith('0001')) return xml(500, FAULT);
    if (ic.endsWith('0002')) return; // never answers: the client's timeout must end it
    return xml(200, answer(RECORDED_REPORT));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ctos_secure/Proxy`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
