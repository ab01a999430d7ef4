/**
 * The part of pdfmake 0.3's API this product uses, under the module names @types/pdfmake gives them.
 * The package ships no types of its own; with @types/pdfmake installed this file can go, since every
 * name here is spelled as there (TDocumentDefinitions, Content, TableCell, …).
 */
declare module 'pdfmake/interfaces.js' {
  export type Margins = number | [number, number] | [number, number, number, number];
  export type Alignment = 'left' | 'right' | 'center' | 'justify';

  export interface Style {
    font?: string;
    fontSize?: number;
    bold?: boolean;
    italics?: boolean;
    color?: string;
    fillColor?: string;
    alignment?: Alignment;
    margin?: Margins;
    lineHeight?: number;
    noWrap?: boolean;
  }

  export type StyleDictionary = Record<string, Style>;

  export interface ContentBase extends Style {
    style?: string | string[];
    colSpan?: number;
    rowSpan?: number;
    pageBreak?: 'before' | 'after';
    id?: string;
    headlineLevel?: number;
    unbreakable?: boolean;
  }

  export interface ContentText extends ContentBase {
    text: string | Content[];
  }

  export interface ContentStack extends ContentBase {
    stack: Content[];
  }

  export interface ContentColumns extends ContentBase {
    columns: Content[];
    columnGap?: number;
  }

  export interface ContentUnorderedList extends ContentBase {
    ul: Content[];
  }

  export type TableCell = Content | Record<string, never>;

  export interface Table {
    body: TableCell[][];
    widths?: Array<number | string> | '*' | 'auto';
    headerRows?: number;
    dontBreakRows?: boolean;
    keepWithHeaderRows?: number;
  }

  export interface TableLayout {
    hLineWidth?: (i: number, node: unknown) => number;
    vLineWidth?: (i: number, node: unknown) => number;
    hLineColor?: string | ((i: number, node: unknown) => string);
    vLineColor?: string | ((i: number, node: unknown) => string);
    fillColor?: string | ((rowIndex: number, node: unknown, columnIndex: number) => string | null);
    paddingLeft?: (i: number, node: unknown) => number;
    paddingRight?: (i: number, node: unknown) => number;
    paddingTop?: (i: number, node: unknown) => number;
    paddingBottom?: (i: number, node: unknown) => number;
  }

  export interface ContentTable extends ContentBase {
    table: Table;
    layout?: string | TableLayout;
  }

  export type Content = string | ContentText | ContentStack | ContentColumns | ContentUnorderedList | ContentTable | Content[];

  export type DynamicContent = (currentPage: number, pageCount: number) => Content | null | undefined;

  export interface TDocumentInformation {
    title?: string;
    author?: string;
    subject?: string;
    keywords?: string;
    creator?: string;
    producer?: string;
    creationDate?: Date;
  }

  export interface TDocumentDefinitions {
    content: Content;
    header?: Content | DynamicContent;
    footer?: Content | DynamicContent;
    styles?: StyleDictionary;
    defaultStyle?: Style;
    pageSize?: string;
    pageOrientation?: 'portrait' | 'landscape';
    pageMargins?: Margins;
    info?: TDocumentInformation;
    language?: string;
    compress?: boolean;
  }

  export interface TFontFamilyTypes {
    normal?: string;
    bold?: string;
    italics?: string;
    bolditalics?: string;
  }

  export type TFontDictionary = Record<string, TFontFamilyTypes>;
}

/** The server build (Node): reads fonts from disk. */
declare module 'pdfmake' {
  import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces.js';

  export interface OutputDocument {
    getBuffer(): Promise<Buffer>;
    getBase64(): Promise<string>;
  }

  export interface PdfMakeServer {
    addFonts(fonts: TFontDictionary): void;
    setFonts(fonts: TFontDictionary): void;
    setUrlAccessPolicy(callback: ((url: string) => boolean) | undefined): void;
    setLocalAccessPolicy(callback: ((path: string) => boolean) | undefined): void;
    createPdf(doc: TDocumentDefinitions, options?: object): OutputDocument;
  }

  const pdfmake: PdfMakeServer;
  export default pdfmake;
}

/** Roboto as files on disk, for the server build. */
declare module 'pdfmake/fonts/Roboto.js' {
  import type { TFontDictionary } from 'pdfmake/interfaces.js';

  const fonts: TFontDictionary;
  export default fonts;
}

/** The browser build: fonts come from a virtual file system (vfs_fonts). */
declare module 'pdfmake/build/pdfmake' {
  import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces.js';

  export interface OutputDocumentBrowser {
    getBlob(): Promise<Blob>;
    getBase64(): Promise<string>;
    download(fileName?: string): Promise<void>;
  }

  /** Font files by name, base64 (what 'pdfmake/build/vfs_fonts' exports). */
  export type VirtualFileSystem = Record<string, string | { data: string; encoding?: string }>;

  export interface FontContainer {
    vfs: VirtualFileSystem;
    fonts: TFontDictionary;
  }

  export interface PdfMakeBrowser {
    addVirtualFileSystem(vfs: VirtualFileSystem): void;
    addFontContainer(container: FontContainer): void;
    setUrlAccessPolicy(callback: ((url: string) => boolean) | undefined): void;
    createPdf(doc: TDocumentDefinitions, options?: object): OutputDocumentBrowser;
  }

  const pdfMake: PdfMakeBrowser;
  export default pdfMake;
}

/** Roboto's four files, base64, by file name. */
declare module 'pdfmake/build/vfs_fonts' {
  import type { VirtualFileSystem } from 'pdfmake/build/pdfmake';

  const vfs: VirtualFileSystem;
  export default vfs;
}
