import { randomUUID } from 'node:crypto';
import type { TDbExecutor } from '@sewa/db';
import { audit, ownerOf, type TUseCase } from '../../core/use-case';
import { conflict } from '../../http/errors';
import type { TUploadedFile } from '../../http/registry';
import {
  CreditBureauError,
  type TBureauReport,
  type TCreditBureau,
  type TCreditSubject,
} from '../../integrations/credit-bureau/index';
import { openSecret } from '../accounts/secret-box';
import { storeUpload } from '../files/index';
import { balanceOf, companyAccount, insufficientCredit } from '../ledger/index';
import { chargePlatformFee } from '../wallet/charge-platform-fee';
import { renderCreditReportPdf } from './report-pdf';
import { findFileRows, insertCheck, setReportFile, type TSettingRow } from './repository';
import { activeSetting } from './settings';
import { type TStoredReport, toCheckDetail } from './views';

// One credit check, for a booking's applicant or a walk-in person (docs/decisions/0018-credit-checks.md).
// The order keeps "no charge without a stored report" and "no report charged twice":
//   1. before anything: the active setting and its bureau, and the wallet holds the fee (else 777);
//   2. the bureau is asked OUTSIDE any transaction (a slow bureau holds no lock or connection);
//      a failure stores a failed check, charges nothing, and is answered as such;
//   3. the PDF is rendered (outside the transaction too; it carries the bureau reference);
//   4. ONE transaction: the caller's re-checks (booking still eligible, not already checked), the check
//      row, the charge (wallet −fee, platform_revenue +fee, key `ctos:<check id>`) and the PDF file.
//      A 777 here (the wallet was spent meanwhile) rolls all of it back: nothing is stored or charged.

export type TCheckTarget = {
  companyId: number;
  companyName: string;
  bookingId: number | null;
  subject: { name: string; icNumber: string };
  /** A walk-in's consent upload (stored with the check), or the booking's signed consent file. */
  consent: { upload: TUploadedFile } | { fileId: number | null };
  /** Re-checks inside the transaction (booking still eligible); throws 104 and friends. */
  recheck?: (tx: TDbExecutor) => Promise<void>;
};

type TReady = { setting: TSettingRow; bureau: TCreditBureau };

async function prepare(uc: TUseCase, companyId: number): Promise<TReady> {
  const setting = await activeSetting(uc.services);
  const bureau = setting
    ? uc.services.creditBureaus.forProvider(setting.provider as 'simulator' | 'ctos')
    : null;
  if (!setting || !bureau) throw conflict();
  if ((await balanceOf(uc.services.db, companyAccount(companyId, 'wallet'))) < setting.feeSen)
    throw insufficientCredit();
  return { setting, bureau };
}

async function ask(uc: TUseCase, ready: TReady, subject: TCreditSubject): Promise<TBureauReport | null> {
  const s = ready.setting;
  try {
    return await ready.bureau.fetchReport(
      {
        endpointUrl: s.endpointUrl,
        companyCode: s.companyCode,
        accountNo: s.accountNo,
        userId: s.userId,
        password: s.passwordSealed ? openSecret(s.passwordSealed, uc.services.config.secretKey) : null,
      },
      subject,
    );
  } catch (error) {
    if (error instanceof CreditBureauError) return null;
    throw error;
  }
}

export async function performCheck(uc: TUseCase, target: TCheckTarget) {
  const ready = await prepare(uc, target.companyId);
  const reference = `SEWA-${target.companyId}-${randomUUID().slice(0, 8).toUpperCase()}`;
  const answer = await ask(uc, ready, { ...target.subject, reference });
  const at = uc.services.now();
  const requestedBy =
    uc.caller.kind === 'admin'
      ? { requestedByKind: 'admin', requestedById: uc.caller.adminId }
      : { requestedByKind: 'user', requestedById: uc.caller.kind === 'user' ? uc.caller.userId : 0 };
  const pdf = answer
    ? await renderCreditReportPdf({
        reference,
        companyName: target.companyName,
        subjectName: target.subject.name,
        icNumber: target.subject.icNumber,
        provider: ready.bureau.name,
        createdAt: at,
        report: answer.report,
      })
    : null;

  const row = await uc.services.db.transaction(async (tx) => {
    await target.recheck?.(tx);
    const consentFileId =
      'upload' in target.consent
        ? (
            await storeUpload({ db: tx, config: uc.services.config }, target.consent.upload, {
              companyId: target.companyId,
              visibility: 'private',
              ...ownerOf(uc),
              kind: 'all',
            })
          ).id
        : target.consent.fileId;
    const stored: TStoredReport | null = answer ? { ...answer.report, reference, raw: answer.raw } : null;
    const check = await insertCheck(tx, {
      companyId: target.companyId,
      bookingId: target.bookingId,
      subjectName: target.subject.name,
      icNumber: target.subject.icNumber,
      provider: ready.bureau.name,
      status: answer ? 'completed' : 'failed',
      // A failed check costs nothing.
      feeSen: answer ? ready.setting.feeSen : 0,
      score: answer?.score ?? null,
      report: stored as Record<string, unknown> | null,
      consentFileId,
      ...requestedBy,
      createdAt: at,
    });
    // An admin's run charges a company's wallet: audited like the admin's other changes.
    if (uc.caller.kind === 'admin')
      await audit(tx, uc, {
        companyId: target.companyId,
        action: 'run',
        entity: 'credit_check',
        entityId: check.id,
        after: { booking_id: target.bookingId, status: check.status, fee_sen: check.feeSen },
      });
    if (!answer || !pdf) return check;
    await chargePlatformFee(tx, {
      companyId: target.companyId,
      feeSen: ready.setting.feeSen,
      idempotencyKey: `ctos:${check.id}`,
      reference: { type: 'credit_check', id: check.id },
      memo: `Credit check CC-${check.id}: ${target.subject.name}`,
      createdBy: { kind: requestedBy.requestedByKind as 'user' | 'admin', id: requestedBy.requestedById },
      at,
    });
    const file = await storeUpload(
      { db: tx, config: uc.services.config },
      { filename: `credit-report-CC-${check.id}.pdf`, mimetype: 'application/pdf', data: Buffer.from(pdf) },
      { companyId: target.companyId, visibility: 'private', ...ownerOf(uc), kind: 'pdf' },
    );
    await setReportFile(tx, check.id, file.id);
    return { ...check, reportFileId: file.id };
  });
  const fileRows = await findFileRows(uc.services.db, [row.reportFileId, row.consentFileId]);
  return toCheckDetail(row, target.companyName, fileRows);
}
