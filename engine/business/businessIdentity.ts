/**
 * The business as people read its name: the site, the back-office, the e-mails, the calendar files
 * and the case PDFs all take it from here.
 */
export const BUSINESS_NAME = 'Rumbo Migratorio';
export const BUSINESS_TAGLINE = 'Asesoría migratoria y de visados';
