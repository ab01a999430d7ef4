import { useEffect } from 'react';
import { QueryRoot } from '../api/QueryRoot.tsx';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';
import { FORM_DEMO_TEXTS as T } from './texts.ts';

/** Placeholder of the form demonstration; the form-demo screen replaces it. */
export default function FormDemoPage() {
  useEffect(() => {
    document.title = `${T.title} · ${BUSINESS_NAME}`;
  }, []);
  return (
    <QueryRoot>
      <main className="section">
        <div className="container">
          <h1 className="title">{T.title}</h1>
        </div>
      </main>
    </QueryRoot>
  );
}
