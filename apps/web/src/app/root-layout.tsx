import { Outlet } from 'react-router';
import { SessionProvider } from '@/features/auth';
import { PageViews } from '@/lib/page-views';
import { Header } from './header/header';
import { SessionEndedNotice, SessionLostRedirect } from './session-lost';

export function RootLayout() {
  return (
    <SessionProvider>
      <PageViews>
        <SessionLostRedirect />
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
          >
            Skip to content
          </a>
          <Header />
          <main id="main" className="flex-1">
            <SessionEndedNotice />
            <Outlet />
          </main>
        </div>
      </PageViews>
    </SessionProvider>
  );
}
