import type { TDbExecutor } from '@sewa/db';
import { inventoryItemName, type TInventoryCondition, type TInventoryListDetail } from '@sewa/domain';
import { ownerOf, type TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import { readStoredBytes, storeUpload } from '../files/index';
import { BadSignatureError, renderInventoryPdf, type TPdfLine } from './inventory-pdf';
import { isDamaged, listDetail, viewerOf } from './list-view';
import { applyMove, lockForMove } from './move-list';
import { noticeListStaff, staffListNotice } from './notices';
import { photoLinker } from './photos';
import { findListRow, listLines, type TListRecord } from './repository';

// user-agree-inventory-list: the tenant agrees to the pending list and signs it. The signature is kept
// as a private PNG and the signed PDF (lines, photos, signature, time, address) as a private file of the
// company; the tenant and the landlord read them through file-rule.ts. The operator's side is told.

const SIGNED_PHOTOS_PER_LINE = 3;

async function pdfLines(db: TDbExecutor, uc: TUseCase, list: TListRecord): Promise<TPdfLine[]> {
  const lines = await listLines(db, list.id);
  const { byId } = await photoLinker(
    db,
    lines.flatMap((l) => l.line.photoFileIds.slice(0, SIGNED_PHOTOS_PER_LINE)),
  );
  return Promise.all(
    lines.map(async ({ line, area }) => {
      const photos: TPdfLine['photos'] = [];
      for (const id of line.photoFileIds.slice(0, SIGNED_PHOTOS_PER_LINE)) {
        const file = byId.get(id);
        const bytes = file ? await readStoredBytes(uc.services.config.dataDir, file) : null;
        if (file && bytes) photos.push({ mime: file.mime, bytes: new Uint8Array(bytes) });
      }
      return {
        area,
        name: inventoryItemName({ catalogue_key: line.catalogueKey, name: line.name }, 'en'),
        quantity: line.quantity,
        condition: line.condition as TInventoryCondition,
        checkInCondition: line.checkInCondition as TInventoryCondition | null,
        isDamaged: isDamaged(list.kind, line),
        remarks: line.remarks,
        tenantRemarks: line.tenantRemarks,
        notToRate: line.notToRate,
        extraStatus: line.isExtra ? line.extraStatus : null,
        photos,
      };
    }),
  );
}

export async function agreeInventoryList(
  uc: TUseCase,
  input: { inventory_list_id: number; signature: string },
): Promise<TInventoryListDetail> {
  const { db } = uc.services;
  const now = uc.services.now();
  const png = Buffer.from(input.signature.slice(input.signature.indexOf(',') + 1), 'base64');
  const { list, after } = await db.transaction(async (tx) => {
    const move = await lockForMove(tx, uc, input.inventory_list_id, 'agree');
    const row = await findListRow(tx, move.list.id);
    const pdf = await renderInventoryPdf({
      listId: move.list.id,
      kind: move.list.kind as 'check_in' | 'move_out',
      tenancyCode: row.tenancyCode,
      tenantName: row.tenantName,
      companyName: row.companyName,
      propertyName: row.propertyName,
      unitName: row.unitName,
      roomName: row.roomName,
      lines: await pdfLines(tx, uc, move.list),
      signaturePng: new Uint8Array(png),
      signedName: row.tenantName,
      signedAt: now,
      ip: uc.ip ?? 'unknown',
    }).catch((error: unknown) => {
      throw error instanceof BadSignatureError ? invalid({ signature: 'sign-to-proceed' }) : error;
    });
    const files = { db: tx, config: uc.services.config };
    const owner = { companyId: move.list.companyId, visibility: 'private' as const, ...ownerOf(uc) };
    const signature = await storeUpload(
      files,
      { filename: `signature-inventory-${move.list.id}.png`, mimetype: 'image/png', data: png },
      { ...owner, kind: 'image' },
    );
    const stored = await storeUpload(
      files,
      {
        filename: `inventory-list-${move.list.id}.pdf`,
        mimetype: 'application/pdf',
        data: Buffer.from(pdf),
      },
      { ...owner, kind: 'pdf' },
    );
    const moved = await applyMove(
      tx,
      uc,
      { ...move, action: 'agree', at: now },
      {
        answeredAt: now,
        signatureFileId: signature.id,
        signedName: row.tenantName,
        signedIp: uc.ip ?? null,
        pdfFileId: stored.id,
      },
    );
    const after = await noticeListStaff(
      tx,
      uc.services,
      moved.list.companyId,
      staffListNotice(moved.list, 'agreed', row.tenantName, row.propertyName),
      now,
    );
    return { list: moved.list, after };
  });
  await after();
  return listDetail(db, list, viewerOf(uc));
}
