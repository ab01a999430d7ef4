import type { StyleDictionary, TableLayout } from 'pdfmake/interfaces.js';

/** Brand colours (navy and gold, as the site) and the grey that marks what does not apply. */
export const COLORS = {
  navy: '#14213d',
  gold: '#c9a227',
  text: '#1a2340',
  muted: '#5b6275',
  notApplicable: '#8a8f9c',
  warning: '#8a5a00',
  missing: '#b42318',
  warningFill: '#fff6dd',
  rule: '#d5d8e0',
  labelFill: '#f4f5f8',
} as const;

/**
 * One font face (Roboto Regular) throughout: every extra face (bold, italics) is embedded in each PDF
 * and costs render time, so hierarchy comes from size and colour instead.
 */
export const STYLES: StyleDictionary = {
  businessName: { fontSize: 20, color: COLORS.navy },
  documentTitle: { fontSize: 11, color: COLORS.muted, margin: [0, 2, 0, 10] },
  metaLabel: { color: COLORS.muted },
  sectionTitle: { fontSize: 13, color: COLORS.navy, margin: [-5, 12, 0, 1] },
  warningsTitle: { fontSize: 11.5, color: COLORS.warning, margin: [0, 0, 0, 4] },
  warning: { color: COLORS.warning },
  noWarnings: { color: COLORS.muted },
  label: { color: COLORS.muted },
  listHeader: { fontSize: 8.5, color: COLORS.navy },
  notApplicable: { color: COLORS.notApplicable },
  empty: { color: COLORS.notApplicable },
  missing: { color: COLORS.missing, bold: true },
  retiredNote: { fontSize: 8.5, color: COLORS.muted },
  missingTitle: { fontSize: 11.5, color: COLORS.missing, margin: [0, 0, 0, 4] },
  pageHeader: { fontSize: 8, color: COLORS.muted },
  pageFooter: { fontSize: 8, color: COLORS.muted, alignment: 'center' },
};

/** Thin horizontal rules only, with the label column shaded: reads like a form, prints cheaply. */
export const FIELD_TABLE_LAYOUT: TableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0,
  hLineColor: () => COLORS.rule,
  fillColor: (_row, _node, column) => (column === 0 ? COLORS.labelFill : null),
  paddingLeft: () => 5,
  paddingRight: () => 5,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/** A section: its title row (gold rule under it), then label/value rows as FIELD_TABLE_LAYOUT. */
export const SECTION_TABLE_LAYOUT: TableLayout = {
  ...FIELD_TABLE_LAYOUT,
  hLineWidth: (i) => (i === 0 ? 0 : i === 1 ? 1 : 0.5),
  hLineColor: (i) => (i === 1 ? COLORS.gold : COLORS.rule),
  fillColor: (row, _node, column) => (row > 0 && column === 0 ? COLORS.labelFill : null),
};

export const LIST_TABLE_LAYOUT: TableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => COLORS.rule,
  vLineColor: () => COLORS.rule,
  fillColor: (row) => (row === 0 ? COLORS.labelFill : null),
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

export const WARNING_BOX_LAYOUT: TableLayout = {
  hLineWidth: () => 0.8,
  vLineWidth: () => 0.8,
  hLineColor: () => COLORS.gold,
  vLineColor: () => COLORS.gold,
  fillColor: () => COLORS.warningFill,
  paddingLeft: () => 8,
  paddingRight: () => 8,
  paddingTop: () => 6,
  paddingBottom: () => 6,
};
