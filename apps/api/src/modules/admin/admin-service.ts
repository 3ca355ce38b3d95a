import { MESSAGES } from '@resume/core';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { findUserByEmail, type UserRow, updateUser } from '../users/repo';

async function setPremium(
  db: Db,
  userId: string,
  premium: Pick<UserRow, 'premiumUntil' | 'premiumUnlimited'>,
) {
  const user = await updateUser(db, userId, premium);
  if (!user) throw notFound(MESSAGES.userNotFound);
  return user;
}

/** Premium until the given time, or with no end when none is given. */
export function enablePremium(db: Db, userId: string, until?: string): Promise<UserRow> {
  return setPremium(
    db,
    userId,
    until
      ? { premiumUntil: new Date(until), premiumUnlimited: false }
      : { premiumUntil: null, premiumUnlimited: true },
  );
}

export function disablePremium(db: Db, userId: string): Promise<UserRow> {
  return setPremium(db, userId, { premiumUntil: null, premiumUnlimited: false });
}

/** Grants or removes the admin role (the command line's job); false when no account has the email. */
export async function setAdminRole(db: Db, email: string, admin: boolean): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  await updateUser(db, user.id, { role: admin ? 'admin' : 'user' });
  return true;
}
