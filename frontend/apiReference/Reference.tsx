import { RedocStandalone } from 'redoc';

/**
 * Redoc drawing the document it is given (already fetched with the staff session). No search box: Redoc's
 * search runs in a worker made from a blob, which the Content-Security-Policy does not allow
 * (backend/http/security.ts); the menu lists every route by resource instead.
 */
export default function Reference({ document }: { document: object }) {
  return (
    <RedocStandalone
      spec={document}
      options={{
        disableSearch: true,
        hideDownloadButton: false,
        expandResponses: '200,201',
        jsonSampleExpandLevel: 2,
        nativeScrollbars: true,
        theme: {
          colors: { primary: { main: '#0b1f3a' } },
          typography: { fontFamily: 'system-ui, sans-serif', headings: { fontFamily: 'system-ui, sans-serif' } },
        },
      }}
    />
  );
}
