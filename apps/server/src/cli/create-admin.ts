import type { TDb } from '@sewa/db';
import { fText, translateValidation, zEmail, zNewPassword } from '@sewa/domain';
import { z } from 'zod';
import { writeAudit } from '../core/audit';
import { uniqueViolation } from '../core/db-errors';
import { hashSecret } from '../modules/accounts/passwords';
import { newNotificationKey } from '../modules/accounts/tokens';
import { isAdminEmailTaken } from '../modules/accounts/user-repository';
import { insertAdmin } from '../modules/users/team/repository';

// `npm run admin:create -- --email …` (docs/deployment.md): a super admin for a database that has none
// (production never seeds the demo admin). The same rules as every admin account: the e-mail's format
// and the password's 8 to 128 characters (accounts/fields.ts), argon2id, an audit row by "system".

const ZAdminInput = z.object({ email: zEmail(), name: fText(100), password: zNewPassword() });

export class CreateAdminError extends Error {}

/** Creates a super admin (every admin privilege); refuses an e-mail an admin already has. */
export async function createAdmin(
  db: TDb,
  input: { email: string; name: string; password: string },
  now: Date,
): Promise<{ id: number; email: string }> {
  const parsed = ZAdminInput.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `${String(i.path[0])}: ${translateValidation(i.message, 'en')}`,
    );
    throw new CreateAdminError(lines.join('\n'));
  }
  const email = parsed.data.email.toLowerCase();
  const taken = () => new CreateAdminError(`email: an admin with ${email} already exists.`);
  if (await isAdminEmailTaken(db, email)) throw taken();
  const passwordHash = await hashSecret(parsed.data.password);
  try {
    return await db.transaction(async (tx) => {
      const admin = await insertAdmin(tx, {
        name: parsed.data.name,
        email,
        passwordHash,
        privileges: null,
        notificationKey: newNotificationKey(),
        createdAt: now,
        updatedAt: now,
      });
      await writeAudit(
        tx,
        { kind: 'system' },
        {
          action: 'create',
          entity: 'admin',
          entityId: admin.id,
          after: { name: admin.name, email, source: 'admin:create' },
        },
      );
      return { id: admin.id, email };
    });
  } catch (error) {
    throw uniqueViolation(error) === 'admins_email_uq' ? taken() : error;
  }
}
