import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';
import { BUSINESS_TIME_ZONE } from '../../engine/calendar/calendarDate.ts';
import { hasDayShape } from '../../engine/calendar/calendarDate.ts';

/**
 * A one-event iCalendar file (RFC 5545) for an all-day appointment, written by hand: the format is
 * small and a library would bring far more than this needs.
 */
export interface AllDayEvent {
  /** Globally unique and stable, so a second file for the same appointment updates the first. */
  uid: string;
  /** YYYY-MM-DD, a calendar day in the business's time zone. */
  date: string;
  summary: string;
  description: string;
  /** When the file was made. */
  stamp: Date;
  /** Not yet confirmed by the business. */
  tentative?: boolean;
}

const CRLF = '\r\n';

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Content lines longer than 75 octets are folded: CRLF then one space (RFC 5545 §3.1). Folding counts
 * UTF-8 bytes and never splits a character.
 */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join(CRLF + ' ');
}

const compactDate = (date: string) => date.replace(/-/g, '');

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function allDayEventCalendar(event: AllDayEvent): string {
  if (!hasDayShape(event.date)) throw new Error(`Fecha no válida para el calendario: ${event.date}`);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BUSINESS_NAME}//Citas//ES`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    // A date-only event has no zone of its own; this names the zone its day belongs to for the clients that read it.
    `X-WR-TIMEZONE:${BUSINESS_TIME_ZONE}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
    // DTEND of an all-day event is the (exclusive) next day.
    `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.tentative ? 'TENTATIVE' : 'CONFIRMED'}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
