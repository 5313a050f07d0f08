// The text rules' patterns, apart from the schemas: the login screen checks an email without loading zod.
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Password length: the specification's 4 to 10 characters. A plant may raise the most (WMS_PASSWORD_MAX) up to
 * the ceiling; a request's schema takes the ceiling and the server holds each password to the plant's most.
 */
export const passwordLength = { min: 4, max: 10, ceiling: 64 } as const;

/** A lowercase letter, an uppercase letter and a digit, from the least length to `max` characters. */
export const passwordPatternUpTo = (max: number) =>
  new RegExp(`^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{${passwordLength.min},${max}}$`);

/** Whether a password keeps the rule where the most a password may have is `max`. */
export const passwordFits = (password: string, max: number) => passwordPatternUpTo(max).test(password);

export const passwordPattern = passwordPatternUpTo(passwordLength.max);
/** The specification lets Confirm Password run to 20 characters; it must equal the password anyway. */
export const confirmPasswordPatternUpTo = (max: number) => passwordPatternUpTo(Math.max(20, max));
export const confirmPasswordPattern = confirmPasswordPatternUpTo(passwordLength.max);
export const mobilePattern = /^[6-9]\d{9}$/;
