/// <reference types="vite/client" />
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createTemplateRegistry } from '../../../engine/templates/registry.ts';
import { installProbe } from './benchProbe.ts';
import { installDialogDriver, whenFirstInput } from './dialogDriver.ts';
import { DialogVariant } from './DialogVariant.tsx';
import { DIALOG_CONSULTATION_ID } from './pageApi.ts';
import { hasDraft } from '../../../frontend/caseDetails/caseDraft.ts';
import { PlainDialogVariant, PlainModalDialogVariant } from './PlainDialogVariant.tsx';
import { EngineVariant } from './EngineVariant.tsx';
import { PlainVariant } from './PlainVariant.tsx';
import { StockRjsfVariant } from './StockRjsfVariant.tsx';
import '../../../frontend/styles/main.scss';
import '../../../frontend/caseDetails/caseDetails.scss';

// Every template file and sample, bundled: the page reads nothing at run time.
const files = import.meta.glob('../../../templates/case/**/*.json', { eager: true, import: 'default' });
const registry = createTemplateRegistry(Object.fromEntries(Object.entries(files).filter(([file]) => !file.endsWith('/sample.json'))), {
  compile: false,
});
const samples = Object.fromEntries(
  Object.entries(files)
    .filter(([file]) => file.endsWith('/sample.json'))
    .map(([file, content]) => [file.split('/').at(-2)!, content as Record<string, unknown>]),
);

const params = new URLSearchParams(location.search);
const variant = params.get('variant') ?? 'engine';
const key = params.get('template') ?? 'usa';
const template = registry.get(key);
const data = samples[key] ?? {};
if (variant === 'check') {
  // Not a form: the time the browser takes to check the whole case, read by run.ts.
  void import('./checkTiming.ts').then(async ({ timeCaseCheck }) => {
    (window as unknown as { checkTiming: unknown }).checkTiming = await timeCaseCheck(template, data);
  });
}
const probe = installProbe(variant);
const root = createRoot(document.getElementById('root')!);
if (variant === 'dialog' || variant === 'dialogPlain' || variant === 'dialogPlainModal') {
  // The case dialog, the product's or plain React's (opening the same dialog, or drawing its inputs
  // alone), driven by run.ts through window.__dialog.
  const Dialog = variant === 'dialog' ? DialogVariant : variant === 'dialogPlain' ? PlainDialogVariant : PlainModalDialogVariant;
  // In the product the consultation list's 'Detalles' buttons have read this tab's drafts before the
  // dialog can open: the browser's first opening of sessionStorage (slow on a busy machine) is not the dialog's.
  if (variant === 'dialog') hasDraft(DIALOG_CONSULTATION_ID);
  const measured = () => {
    // The start of every figure, also in a recorded trace (bench/case-form/profile.ts, DevTools).
    performance.mark('renderStart');
    installDialogDriver(performance.now(), variant === 'dialog');
    root.render(<Dialog key="measured" template={template} data={data} />);
  };
  if (params.has('reopen')) {
    // A dialog opened earlier in the page and closed: as a consultant meets it after the first case of the day.
    root.render(<Dialog key="earlier" template={template} data={data} />);
    void whenFirstInput().then(() => {
      // Closed for good before the measured opening starts: its inputs must not be taken for the new dialog's.
      flushSync(() => root.render(<></>));
      setTimeout(measured, 0);
    });
  } else {
    measured();
  }
} else {
  const Variant = variant === 'rjsf' ? StockRjsfVariant : variant === 'plain' ? PlainVariant : EngineVariant;
  probe.renderStartAt = performance.now();
  root.render(
    <main className="section">
      <Variant template={template} data={data} probe={probe} />
    </main>,
  );
}
