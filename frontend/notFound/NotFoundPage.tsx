import { useEffect } from 'react';
import { Link } from '../app/Link.tsx';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';
import { NOT_FOUND_TEXTS as T } from './texts.ts';
import './notFound.scss';

/** Any path the product does not serve a page at. A chunk of its own, like every page but the landing. */
export default function NotFoundPage() {
  useEffect(() => {
    document.title = `${T.documentTitle} · ${BUSINESS_NAME}`;
  }, []);
  return (
    <main className="not-found">
      <div className="not-found-card">
        <img src="/img/logo.svg" alt="" width="64" height="64" />
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1 className="title is-3">{T.heading}</h1>
        <p>{T.explanation}</p>
        <Link href="/" className="button is-gold">
          {T.home}
        </Link>
      </div>
    </main>
  );
}
