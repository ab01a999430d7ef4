import { useEffect } from 'react';
import { QueryRoot } from '../api/QueryRoot.tsx';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';

/** Placeholder of the form demonstration; the form-demo screen replaces it. */
export default function FormDemoPage() {
  useEffect(() => {
    document.title = `Demostración de formulario · ${BUSINESS_NAME}`;
  }, []);
  return (
    <QueryRoot>
      <main className="section">
        <div className="container">
          <h1 className="title">Demostración de formulario</h1>
        </div>
      </main>
    </QueryRoot>
  );
}
