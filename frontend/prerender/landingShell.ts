import { HELD_PRESSES_SCRIPT } from '../landing/heldPresses.ts';
import { AFTER_FIRST_PAINT_TEMPLATE_ID, APP_AFTER_FIRST_PAINT_SCRIPT } from './appAfterFirstPaint.ts';

/** The tags Vite writes into index.html's head for the app: its stylesheets, module preloads and entry script. */
const APP_TAG = /[ \t]*(<script type="module"[^>]*><\/script>|<link rel="(?:stylesheet|modulepreload)"[^>]*>)\n?/g;

/** A module preload for an entry script, with the script's own attributes (crossorigin, fetchpriority). */
function preloadOf(script: string): string {
  const src = /\ssrc="([^"]+)"/.exec(script)?.[1];
  if (!src) throw new Error(`Script de entrada sin src: ${script}`);
  const attributes = /^<script type="module"([^>]*)>/.exec(script)![1].replace(/\ssrc="[^"]*"/, '');
  return `<link rel="modulepreload"${attributes} href="${src}">`;
}

/**
 * The shell of `/` (index.html as the build wrote it, for the build's landing.html and for the server's
 * rendering with the carousel, backend/http/landingPage.ts): it paints from its first response. `css`, the
 * rules the landing uses (criticalCss.ts), goes into a `<style>` in the head; the app's stylesheets, module
 * preloads and entry script wait in a `<template>` that APP_AFTER_FIRST_PAINT_SCRIPT loads after the first
 * paint (appAfterFirstPaint.ts), and HELD_PRESSES_SCRIPT keeps what is pressed meanwhile
 * (frontend/landing/heldPresses.ts). Without JavaScript the stylesheets load from a `<noscript>`.
 * /admin, /form-demo and the 404 page keep index.html as it is.
 */
export function landingShell(shell: string, css: string): string {
  const tags = [...shell.matchAll(APP_TAG)].map((match) => match[1]);
  const stylesheets = tags.filter((tag) => tag.startsWith('<link rel="stylesheet"'));
  const preloads = tags.filter((tag) => tag.startsWith('<link rel="modulepreload"'));
  const entries = tags.filter((tag) => tag.startsWith('<script'));
  if (!stylesheets.length || !entries.length || !shell.includes('</head>')) {
    throw new Error('index.html no tiene la hoja de estilos y el script de entrada que la portada debe cargar después de pintar');
  }
  if (/<\/style/i.test(css)) throw new Error('El CSS de la portada cerraría su <style>');
  const later = [...stylesheets, ...preloads, ...entries.map(preloadOf), ...entries].join('');
  return shell
    .replace(APP_TAG, '')
    .replace(
      '</head>',
      () =>
        `<style>${css}</style>` +
        `<script>${HELD_PRESSES_SCRIPT}</script>` +
        `<template id="${AFTER_FIRST_PAINT_TEMPLATE_ID}">${later}</template>` +
        `<script>${APP_AFTER_FIRST_PAINT_SCRIPT}</script>` +
        `<noscript>${stylesheets.join('')}</noscript>` +
        '</head>',
    );
}
