// The brand logo as a hashed file under /assets/, cached for a year like the scripts (`?no-inline` keeps
// Vite from writing it into every page and script as a data URL). frontend/public/img/logo.svg stays for
// the addresses that must not change: the page's structured data names it.
import logoUrl from './logo.svg?no-inline';

export const LOGO_URL = logoUrl;
