import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { AiWriterPage } from '@/features/ai-writer/ai-writer-page';
import { EmailConfirmationPage } from '@/features/auth/pages/email-confirmation-page';
import { LoginPage } from '@/features/auth/pages/login-page';
import { RequestPasswordResetPage } from '@/features/auth/pages/request-password-reset-page';
import { ResetPasswordPage } from '@/features/auth/pages/reset-password-page';
import { ResetPasswordVerificationPage } from '@/features/auth/pages/reset-password-verification-page';
import { SignupPage } from '@/features/auth/pages/signup-page';
import { VerifyEmailPage } from '@/features/auth/pages/verify-email-page';
import { BuilderPage } from '@/features/builder/builder-page';
import { ExportPage } from '@/features/export/export-page';
import { OnboardingPage } from '@/features/onboarding/onboarding-page';
import { PaymentSuccessPage } from '@/features/payment/payment-success-page';
import { ProfileSettingsPage } from '@/features/profile/profile-settings-page';
import { RefinePage } from '@/features/refine/refine-page';
import { ResumesPage } from '@/features/resumes/resumes-page';
import { StartPage } from '@/features/start/start-page';
import { UpgradePage } from '@/features/upgrade/upgrade-page';
import { GuestOnly, OnboardingFirst, RequireLogin } from './guards';
import { RootLayout } from './root-layout';

/** Every route of SPEC.md section 2 with its access rule. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Navigate to="/start" replace /> },
      {
        element: <GuestOnly />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/signup', element: <SignupPage /> },
        ],
      },
      { path: '/auth/email-confirmed', element: <EmailConfirmationPage /> },
      { path: '/auth/email-confirmation-error', element: <EmailConfirmationPage /> },
      { path: '/auth/verify-email', element: <VerifyEmailPage /> },
      { path: '/auth/request-password-reset', element: <RequestPasswordResetPage /> },
      { path: '/auth/reset-password-verification', element: <ResetPasswordVerificationPage /> },
      { path: '/auth/reset-password', element: <ResetPasswordPage /> },
      { path: '/payment/success', element: <PaymentSuccessPage /> },
      {
        element: <OnboardingFirst />,
        children: [
          { path: '/start', element: <StartPage /> },
          { path: '/builder', element: <BuilderPage /> },
          { path: '/refine', element: <RefinePage /> },
          { path: '/export', element: <ExportPage /> },
          { path: '/upgrade', element: <UpgradePage /> },
          { path: '/resumes', element: <ResumesPage /> },
          { path: '/ai-writer', element: <AiWriterPage /> },
        ],
      },
      {
        element: <RequireLogin />,
        children: [
          { path: '/onboarding', element: <OnboardingPage /> },
          {
            element: <OnboardingFirst />,
            children: [{ path: '/profile-settings', element: <ProfileSettingsPage /> }],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
