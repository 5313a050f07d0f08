import { text } from "./bounds.js";

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const passwordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{4,10}$/;
export const confirmPasswordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{4,20}$/;
export const mobilePattern = /^[6-9]\d{9}$/;

/** A required, trimmed string whose every failure (missing, wrong type, blank) reads `message`. */
export function requiredText(message: string, max = 500) {
  return text(max, message).trim().min(1, { error: message });
}

/** A required email: `requiredMessage` when blank, `invalidMessage` when not an email. */
export function requiredEmail(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, 254).regex(emailPattern, { error: invalidMessage });
}

/** Optional free text: null, undefined and blank all become "". */
export const optionalText = (max = 500) =>
  text(max)
    .nullish()
    .transform((v) => (v ?? "").trim());
