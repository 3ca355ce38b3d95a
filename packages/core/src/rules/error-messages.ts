/** docs/product.md#messages: the status catalogue and the texts shown to the user, word for word. */
export const ERROR_CATEGORIES: Record<number, string> = {
  400: 'bad request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not found',
  409: 'conflict',
  422: 'unprocessable',
  500: 'internal',
};

export function errorCategory(status: number): string {
  return ERROR_CATEGORIES[status] ?? 'unexpected';
}

export const MESSAGES = {
  loginError: 'Login error. Please check your email and password.',
  registrationError: 'Registration error. Please try again.',
  invalidCode: 'Invalid or expired verification code',
  enterCode: 'Please enter the 6-digit code',
  onboardingFailed: 'Failed to complete onboarding. Please try again.',
  processResumeFailed: 'Failed to process resume',
  uploadFailed: 'Upload failed',
  uploadNoResumeId: 'Failed to get resume ID from upload result',
  resumeIdMissing: 'Resume ID not specified',
  resumeLoadError: 'Error loading resume',
  resumeNotFound: 'Resume not found',
  profileUpdateFailed: 'Failed to update profile',
  passwordUpdateFailed: 'Failed to update password',
  passwordsDoNotMatch: 'Passwords do not match',
  confirmationEmailFailed: 'Failed to send confirmation email',
  deleteAccountFailed: 'Failed to delete account',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  refreshFailed: 'Failed to refresh token',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  sameEmail: 'This is already your email address',
  wrongPassword: 'Incorrect password',
  wrongCurrentPassword: 'Current password is incorrect',
  guestHasNoEmail: 'Create an account first',
  userNotFound: 'User not found',
} as const;

type Detail = string | { msg?: unknown }[] | Record<string, unknown> | null | undefined;

/**
 * The text to show for a failed call: the server's detail when present (a list joined with
 * semicolons), otherwise the status category.
 */
export function errorMessage(status: number, detail: Detail): string {
  if (typeof detail === 'string' && detail) return detail;
  if (Array.isArray(detail) && detail.length > 0) {
    return detail.map((d) => String(d.msg ?? '')).join('; ');
  }
  if (detail && typeof detail === 'object' && 'msg' in detail && typeof detail.msg === 'string') {
    return detail.msg;
  }
  return errorCategory(status);
}
