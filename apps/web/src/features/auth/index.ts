// The auth feature's public surface, for the app shell, shared components and the other features.
export { restartSession, useAccountActions } from './account-actions';
export { useRegistrationPrompt } from './components/registration-modal';
export { VerifyEmailForm } from './components/verify-email-form';
export { SESSION_QUERY_KEY, SessionProvider, useSession } from './session-context';
