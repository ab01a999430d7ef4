import { useEffect } from 'react';
import { QueryRoot } from '../api/QueryRoot.tsx';
import { BRAND_NAME } from '../app/brand.ts';
import { FORM_DEMO_TEXTS as T } from './texts.ts';

/** Placeholder of the form demonstration; the form-demo screen replaces it. */
export default function FormDemoPage() {
  useEffect(() => {
    document.title = `${T.title} · ${BRAND_NAME}`;
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
