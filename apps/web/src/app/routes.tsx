import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { FullPageSpinner } from '@/components/ui/spinner';
import { StartPage } from '@/features/start';
import { Redirect } from '@/lib/page-views';
import { GuestOnly, OnboardingFirst, RequireLogin } from './guards';
import { RootLayout } from './root-layout';

/**
 * Pages load on demand, so the first page a visitor opens (/start) downloads only what it needs;
 * the builder, the editor with its score engine and PDF preview come when they are visited.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** Every route of docs/product.md#routes with its access rule. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: () => <FullPageSpinner />,
    children: [
      { path: '/', element: <Redirect to="/start" /> },
      {
        element: <GuestOnly />,
        children: [
          {
            path: '/login',
            lazy: page(
              () => import('@/features/auth/pages/login-page'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: '/signup',
            lazy: page(
              () => import('@/features/auth/pages/signup-page'),
              (m) => m.SignupPage,
            ),
          },
        ],
      },
      {
        path: '/auth/email-confirmed',
        lazy: page(
          () => import('@/features/auth/pages/email-confirmation-page'),
          (m) => m.EmailConfirmationPage,
        ),
      },
      {
        path: '/auth/email-confirmation-error',
        lazy: page(
          () => import('@/features/auth/pages/email-confirmation-page'),
          (m) => m.EmailConfirmationPage,
        ),
      },
      {
        path: '/auth/verify-email',
        lazy: page(
          () => import('@/features/auth/pages/verify-email-page'),
          (m) => m.VerifyEmailPage,
        ),
      },
      {
        path: '/auth/request-password-reset',
        lazy: page(
          () => import('@/features/auth/pages/request-password-reset-page'),
          (m) => m.RequestPasswordResetPage,
        ),
      },
      {
        path: '/auth/reset-password-verification',
        lazy: page(
          () => import('@/features/auth/pages/reset-password-verification-page'),
          (m) => m.ResetPasswordVerificationPage,
        ),
      },
      {
        path: '/auth/reset-password',
        lazy: page(
          () => import('@/features/auth/pages/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: '/payment/success',
        lazy: page(
          () => import('@/features/payment/payment-success-page'),
          (m) => m.PaymentSuccessPage,
        ),
      },
      {
        // Open to anyone: the deleted account's session is gone, a new guest's is starting.
        path: '/account-deleted',
        lazy: page(
          () => import('@/features/profile/account-deleted-page'),
          (m) => m.AccountDeletedPage,
        ),
      },
      {
        element: <OnboardingFirst />,
        children: [
          { path: '/start', element: <StartPage /> },
          {
            path: '/builder',
            lazy: page(
              () => import('@/features/builder/builder-page'),
              (m) => m.BuilderPage,
            ),
          },
          {
            path: '/refine',
            lazy: page(
              () => import('@/features/refine/refine-page'),
              (m) => m.RefinePage,
            ),
          },
          {
            path: '/export',
            lazy: page(
              () => import('@/features/export/export-page'),
              (m) => m.ExportPage,
            ),
          },
          {
            path: '/upgrade',
            lazy: page(
              () => import('@/features/upgrade/upgrade-page'),
              (m) => m.UpgradePage,
            ),
          },
          {
            path: '/resumes',
            lazy: page(
              () => import('@/features/resumes/resumes-page'),
              (m) => m.ResumesPage,
            ),
          },
          {
            path: '/cover-letters/:id',
            lazy: page(
              () => import('@/features/cover-letters/cover-letter-editor-page'),
              (m) => m.CoverLetterEditorPage,
            ),
          },
          {
            path: '/applications',
            lazy: page(
              () => import('@/features/applications/applications-page'),
              (m) => m.ApplicationsPage,
            ),
          },
          {
            path: '/ai-writer',
            lazy: page(
              () => import('@/features/ai-writer/ai-writer-page'),
              (m) => m.AiWriterPage,
            ),
          },
        ],
      },
      {
        element: <RequireLogin />,
        children: [
          {
            path: '/onboarding',
            lazy: page(
              () => import('@/features/onboarding/onboarding-page'),
              (m) => m.OnboardingPage,
            ),
          },
          {
            element: <OnboardingFirst />,
            children: [
              {
                path: '/profile-settings',
                lazy: page(
                  () => import('@/features/profile/profile-settings-page'),
                  (m) => m.ProfileSettingsPage,
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
