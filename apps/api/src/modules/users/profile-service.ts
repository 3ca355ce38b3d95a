import { MESSAGES, type OnboardingResponses, type UpdateProfileRequest } from '@resume/core';
import type { AppDeps } from '../../deps';
import { badRequest, HttpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password-hash';
import { deleteUser, type UserRow, updateUser } from './repo';

type ProfileDeps = Pick<AppDeps, 'db'>;

/** Only the columns a row update returns; the user always exists here (the caller is signed in). */
const updated = async (row: Promise<UserRow | undefined>) => (await row)!;

/** Both names are optional: a request naming neither changes nothing and answers the user as is. */
export async function updateProfile(deps: ProfileDeps, user: UserRow, changes: UpdateProfileRequest) {
  const columns = {
    ...(changes.first_name !== undefined ? { firstName: changes.first_name } : {}),
    ...(changes.last_name !== undefined ? { lastName: changes.last_name } : {}),
  };
  return Object.keys(columns).length === 0 ? user : updated(updateUser(deps.db, user.id, columns));
}

export function completeOnboarding(deps: ProfileDeps, user: UserRow, responses: OnboardingResponses) {
  return updated(
    updateUser(deps.db, user.id, { onboardingResponses: responses, hasCompletedOnboarding: true }),
  );
}

/** Deletes the user with everything that hangs off it (resumes, tokens, codes: cascades). */
export async function deleteAccount(deps: ProfileDeps, user: UserRow, password?: string): Promise<void> {
  // `{}` is a guest's body; an account's lacks its required field, which is a validation failure.
  if (user.passwordHash && password === undefined) {
    throw new HttpError(422, [
      { msg: 'Enter your password to delete your account', loc: ['body', 'password'], type: 'missing' },
    ]);
  }
  if (user.passwordHash && !(await verifyPassword(password ?? '', user.passwordHash))) {
    throw badRequest(MESSAGES.wrongPassword);
  }
  await deleteUser(deps.db, user.id);
}
