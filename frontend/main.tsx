import './styles/main.scss';
import { afterFirstPaint } from './app/afterFirstPaint.ts';
import { applyDeferredStylesheets } from './app/deferredStylesheets.ts';

const root = document.getElementById('root')!;
// `/` arrives prerendered, with the CSS it uses inlined (frontend/prerender/prerenderPlugin.ts): its text is
// painted before React is even fetched, and React takes over once the whole stylesheet applies. On a phone
// that first paint no longer waits for the app's script to download and run. The other pages arrive with an
// empty root and start at once.
if (root.hasChildNodes()) await Promise.all([applyDeferredStylesheets(), afterFirstPaint()]);
const { startApp } = await import('./app/startApp.tsx');
startApp(root);
