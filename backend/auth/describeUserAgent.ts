import Bowser from 'bowser';

/** 'Chrome 131 en Windows 10', 'Safari 17.5 en iOS 17.5 (iPhone)': how 'Mis sesiones' names a browser. */
export function describeUserAgent(userAgent: string | null): { browser: string; system: string } {
  const unknown = { browser: 'Navegador desconocido', system: 'Sistema desconocido' };
  if (!userAgent?.trim()) return unknown;
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = (version?: string) => version?.split('.').slice(0, 2).join('.').replace(/\.0$/, '');
  const browserName = browser.name ? [browser.name, major(browser.version)].filter(Boolean).join(' ') : unknown.browser;
  const osVersion = os.versionName ?? major(os.version);
  const device = platform.model ? ` (${platform.model})` : '';
  const system = os.name ? [os.name, osVersion].filter(Boolean).join(' ') + device : unknown.system;
  return { browser: browserName, system };
}
