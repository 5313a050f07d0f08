import { text } from "./bounds.js";
import { emailPattern } from "./patterns.js";

export {
  confirmPasswordPattern,
  emailPattern,
  mobilePattern,
  passwordFits,
  passwordLength,
  passwordPattern,
} from "./patterns.js";

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
