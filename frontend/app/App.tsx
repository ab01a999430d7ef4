import { lazy, Suspense } from 'react';
import { ToastProvider } from '../toast/ToastProvider.tsx';
import { LandingPage } from '../landing/LandingPage.tsx';
import { usePathname } from './router.ts';
import { APP_TEXTS } from './texts.ts';

// Separate chunks: the landing page never downloads the back-office or the form demo.
const AdminPage = lazy(() => import('../admin/AdminPage.tsx'));
const FormDemoPage = lazy(() => import('../formDemo/FormDemoPage.tsx'));
// The API's reference for staff: Redoc lives in this page's chunks only.
const ApiReferencePage = lazy(() => import('../apiReference/ApiReferencePage.tsx'));
const NotFoundPage = lazy(() => import('../notFound/NotFoundPage.tsx'));

function Page({ pathname }: { pathname: string }) {
  switch (pathname) {
    case '/':
      return <LandingPage />;
    case '/admin':
      return <AdminPage />;
    case '/form-demo':
      return <FormDemoPage />;
    case '/admin/api':
      return <ApiReferencePage />;
    default:
      return <NotFoundPage />;
  }
}

export function App() {
  const pathname = usePathname();
  return (
    <ToastProvider>
      <Suspense
        fallback={
          <p className="page-loading" role="status">
            {APP_TEXTS.loadingPage}
          </p>
        }
      >
        <Page pathname={pathname} />
      </Suspense>
    </ToastProvider>
  );
}
