import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryRoot } from '../api/QueryRoot.tsx';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';
import { StaffOnly } from '../admin/session/StaffOnly.tsx';
import { adminRequest } from '../admin/session/adminRequest.ts';
import { API_REFERENCE_TEXTS as T } from './texts.ts';
import '../admin/admin.scss';
import './apiReference.scss';

// Its own chunk, fetched only once the document is in hand: neither the landing page nor the panel loads it.
const Reference = lazy(() => import('./Reference.tsx'));

function Loading() {
  return (
    <p className="page-loading" role="status">
      {T.loading}
    </p>
  );
}

/** The document the server draws from its routes (GET /api/openapi.json), drawn by Redoc. */
function ApiReference() {
  const document = useQuery({
    queryKey: ['admin', 'openapi'],
    queryFn: ({ signal }) => adminRequest<Record<string, unknown>>('GET', '/api/openapi.json', undefined, { signal }),
    staleTime: Infinity,
  });
  if (document.isError) {
    return (
      <p className="notification is-danger is-light" role="alert">
        {T.failed} <a href="/admin">{T.backToPanel}</a>
      </p>
    );
  }
  if (!document.data) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <Reference document={document.data} />
    </Suspense>
  );
}

/** /admin/api: staff only (every role), with the back-office's own sign-in until a session exists. */
export default function ApiReferencePage() {
  useEffect(() => {
    document.title = `${T.title} · ${BUSINESS_NAME}`;
  }, []);
  return (
    <QueryRoot>
      <StaffOnly>
        {() => (
          <main className="api-reference">
            <h1 className="is-sr-only">{T.title}</h1>
            <ApiReference />
          </main>
        )}
      </StaffOnly>
    </QueryRoot>
  );
}
