/**
 * A field no person sees or reaches (the dialog hides it from eyes, screen readers and the
 * keyboard), which simple bots fill in like any other: a request that has it is refused. Apart
 * from the form's validator, so that a page drawing the field does not load the validator.
 */
export const honeypotField = "website";
