/**
 * Logging in from a guest session moves the guest's resumes to the account, but never past the
 * account's resume limit (free: LIMITS.freeResumeLimit; Pro: none). What does not fit stays with
 * the guest, and the person is told which, in the api's answer and on screen, in these words.
 */
export function resumesNotMovedNotice(names: readonly string[], limit: number): string {
  const quoted = names.map((name) => `“${name || 'Untitled'}”`).join(', ');
  const one = names.length === 1;
  const what = one ? `${quoted} was` : `${names.length} resumes (${quoted}) were`;
  return `${what} not moved from your guest session: free accounts keep up to ${limit} resumes, and this account has no room for ${one ? 'it' : 'them'}. ${one ? 'It is' : 'They are'} still in the guest session.`;
}
