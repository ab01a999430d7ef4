import { useEffect } from 'react';
import { Link } from '../app/Link.tsx';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';

export function NotFoundPage() {
  useEffect(() => {
    document.title = `Página no encontrada · ${BUSINESS_NAME}`;
  }, []);
  return (
    <main className="not-found">
      <div className="not-found-card">
        <img src="/img/logo.svg" alt="" width="64" height="64" />
        <p className="not-found-code" aria-hidden="true">404</p>
        <h1 className="title is-3">Page Not Found</h1>
        <p>La página que busca no existe o fue movida.</p>
        <Link href="/" className="button is-gold">
          Volver al inicio
        </Link>
      </div>
    </main>
  );
}
