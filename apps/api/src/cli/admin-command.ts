import type { Db } from '../db/client';
import { setAdminRole } from '../modules/admin/admin-service';

export const ADMIN_USAGE = `Usage: npm run admin -- grant EMAIL    give the account the admin role
       npm run admin -- revoke EMAIL   take it away
       npm run admin -- backup FILE    copy the embedded database into FILE (and: restore FILE)`;

/** `grant EMAIL` / `revoke EMAIL`; returns the process exit code and writes what happened. */
export async function runAdminCommand(db: Db, args: string[], out: (line: string) => void): Promise<number> {
  const [action, rawEmail, ...rest] = args;
  if ((action !== 'grant' && action !== 'revoke') || !rawEmail || rest.length > 0) {
    out(ADMIN_USAGE);
    return 2;
  }
  const email = rawEmail.trim().toLowerCase();
  const changed = await setAdminRole(db, email, action === 'grant');
  if (!changed) {
    out(`No account with the email ${email}.`);
    return 1;
  }
  out(action === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`);
  return 0;
}
