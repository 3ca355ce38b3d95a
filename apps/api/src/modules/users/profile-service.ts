import { MESSAGES, type OnboardingResponses, type UpdateProfileRequest } from '@resume/core';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password-hash';
import { deleteUser, type UserRow, updateUser } from './repo';

type ProfileDeps = Pick<AppDeps, 'db'>;

/** Only the columns a row update returns; the user always exists here (the caller is signed in). */
const updated = async (row: Promise<UserRow | undefined>) => (await row)!;

export function updateProfile(deps: ProfileDeps, user: UserRow, changes: UpdateProfileRequest) {
  return updated(
    updateUser(deps.db, user.id, {
      ...(changes.first_name !== undefined ? { firstName: changes.first_name } : {}),
      ...(changes.last_name !== undefined ? { lastName: changes.last_name } : {}),
    }),
  );
}

export function completeOnboarding(deps: ProfileDeps, user: UserRow, responses: OnboardingResponses) {
  return updated(
    updateUser(deps.db, user.id, { onboardingResponses: responses, hasCompletedOnboarding: true }),
  );
}

/** Deletes the user with everything that hangs off it (resumes, tokens, codes: cascades). */
export async function deleteAccount(deps: ProfileDeps, user: UserRow, password?: string): Promise<void> {
  if (user.passwordHash && !(await verifyPassword(password ?? '', user.passwordHash))) {
    throw badRequest(MESSAGES.wrongPassword);
  }
  await deleteUser(deps.db, user.id);
}
