import { BUSINESS_NAME, BUSINESS_TAGLINE } from '../../engine/business/businessIdentity.ts';

/** A plain-text and an HTML body built from the same parts, so both say exactly the same. */
export interface MessageParts {
  greeting: string;
  paragraphs: string[];
  /** Label/value lines, shown as a table in HTML. */
  details?: { title: string; rows: Array<[string, string]> };
  /** Paragraphs after the details. */
  closing?: string[];
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const SIGNATURE = [BUSINESS_NAME, BUSINESS_TAGLINE];

export function plainText(parts: MessageParts): string {
  const lines = [parts.greeting, '', ...parts.paragraphs.flatMap((p) => [p, ''])];
  if (parts.details) {
    lines.push(parts.details.title);
    for (const [label, value] of parts.details.rows) lines.push(`  ${label}: ${value.replace(/\n/g, '\n    ')}`);
    lines.push('');
  }
  for (const p of parts.closing ?? []) lines.push(p, '');
  lines.push('--', ...SIGNATURE);
  return lines.join('\n') + '\n';
}

const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

export function html(parts: MessageParts): string {
  const details = parts.details
    ? `<p style="margin:16px 0 6px;font-weight:bold">${escapeHtml(parts.details.title)}</p>` +
      '<table cellpadding="4" style="border-collapse:collapse">' +
      parts.details.rows
        .map(
          ([label, value]) =>
            `<tr><td style="color:#555;vertical-align:top">${escapeHtml(label)}</td>` +
            `<td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('') +
      '</table>'
    : '';
  return (
    '<!doctype html><html lang="es"><head><meta charset="utf-8"></head>' +
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a2340;line-height:1.5">' +
    `<div style="max-width:600px;margin:0 auto;padding:16px">` +
    `<h1 style="font-size:20px;color:#14213d;border-bottom:3px solid #c9a227;padding-bottom:8px">${escapeHtml(BUSINESS_NAME)}</h1>` +
    paragraph(parts.greeting) +
    parts.paragraphs.map(paragraph).join('') +
    details +
    (parts.closing ?? []).map(paragraph).join('') +
    `<p style="margin-top:24px;color:#555;font-size:13px">${SIGNATURE.map(escapeHtml).join('<br>')}</p>` +
    '</div></body></html>'
  );
}
