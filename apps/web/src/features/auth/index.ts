// The auth feature's public surface, for the other features (profile, onboarding, export, …).
export { resendVerificationCode, verifyEmail } from './api/email-api';
export { useRegistrationPrompt } from './components/registration-modal';
export { VerifyEmailForm } from './components/verify-email-form';
export { SESSION_QUERY_KEY, useSession } from './session-context';
export { useAccountActions } from './use-account';
