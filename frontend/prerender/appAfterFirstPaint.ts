/**
 * How the landing starts its stylesheet and its app after its first paint
 * (docs/decisions/0158-the-landing-paints-before-its-stylesheet-and-its-app-load.md). The build moves the
 * page's `<link rel="stylesheet">`, module preloads and entry `<script>` into a `<template>`
 * (landingShell.ts), where the browser neither fetches nor runs them; APP_AFTER_FIRST_PAINT_SCRIPT, inline
 * in the head, copies them into the head once the page has painted text or an image (its first contentful
 * paint, read from paint timing rather than from timers or frame callbacks, which a fake clock stops) and is
 * fully parsed (the app hydrates the whole root). The entry script goes in only once every stylesheet has
 * loaded or failed, so whatever the app shows next (a dialog, the phone menu, a toast) finds its rules; its
 * module was preloaded beside the stylesheet, so that wait costs no round trip.
 */
export const AFTER_FIRST_PAINT_TEMPLATE_ID = 'after-first-paint';

/**
 * Plain ES5 so it runs as written in any browser; the server allows it by the hash the build writes
 * (inlineScripts.ts).
 * Without paint timing (an old browser) it starts once the page is parsed. A tab opened in the background
 * paints, and so starts its app, when it is first shown.
 */
export const APP_AFTER_FIRST_PAINT_SCRIPT =
  '(function(){' +
  'var painted=false,parsed=false,started=false;' +
  'function start(){' +
  'if(started||!painted||!parsed)return;started=true;' +
  `var template=document.getElementById('${AFTER_FIRST_PAINT_TEMPLATE_ID}');if(!template)return;` +
  'var head=document.head,tags=template.content.children,scripts=[],loading=1;' +
  'function loaded(){if(--loading)return;for(var i=0;i<scripts.length;i++)head.appendChild(scripts[i]);}' +
  'for(var i=0;i<tags.length;i++){' +
  'var tag=document.createElement(tags[i].localName);' +
  'for(var j=0;j<tags[i].attributes.length;j++)tag.setAttribute(tags[i].attributes[j].name,tags[i].attributes[j].value);' +
  "if(tag.localName==='script'){scripts.push(tag);continue;}" +
  "if(tag.rel==='stylesheet'){loading++;tag.onload=tag.onerror=loaded;}" +
  'head.appendChild(tag);' +
  '}' +
  'loaded();' +
  '}' +
  "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',function(){parsed=true;start();});else parsed=true;" +
  'var Observer=window.PerformanceObserver;' +
  "if(Observer&&Observer.supportedEntryTypes&&Observer.supportedEntryTypes.indexOf('paint')>=0){" +
  'new Observer(function(list,observer){' +
  "if(!list.getEntriesByName('first-contentful-paint').length)return;" +
  'observer.disconnect();painted=true;start();' +
  "}).observe({type:'paint',buffered:true});" +
  '}else{painted=true;start();}' +
  '})();';
