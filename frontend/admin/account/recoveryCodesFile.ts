import { ACCOUNT_TEXTS } from './texts.ts';

const T = ACCOUNT_TEXTS.recoveryCodes;

/** The text of 'Descargar códigos': who they are for, when they were made, how to use them, then the ten codes numbered. */
export function recoveryCodesFile(codes: readonly string[], username: string, createdAt: string): string {
  const width = String(codes.length).length;
  const lines = [
    T.fileTitle(username),
    T.fileCreated(createdAt),
    '',
    ...T.fileHelp,
    '',
    ...codes.map((code, index) => `${String(index + 1).padStart(width, ' ')}. ${code}`),
  ];
  // CRLF: Windows' own Notepad, which many offices open a .txt with, reads it as well as any other editor.
  return `${lines.join('\r\n')}\r\n`;
}
