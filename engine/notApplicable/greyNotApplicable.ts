/** The CSS class the form gives a field holding NA (shown greyed). */
export const NOT_APPLICABLE_CLASS = 'is-not-applicable';
