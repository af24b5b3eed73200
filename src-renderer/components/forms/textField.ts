/** How a form sends a text field it holds as a string. */

/** Empty means "not given": null, which also clears the field on an edit. */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value);
