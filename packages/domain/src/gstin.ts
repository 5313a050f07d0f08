/**
 * India's GST identification number (GSTIN): 15 characters, a two-digit state code, the holder's PAN
 * (5 letters, 4 digits, 1 letter), the entity number under that PAN (1-9, then A-Z), the letter Z,
 * and a check character over the first 14 (mod 36, every second character's value doubled).
 */
const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** State and union territory codes (01-38), 97 other territory, 99 the centre's own registrations. */
const stateCode = /^(0[1-9]|[12]\d|3[0-8]|97|99)$/;
const pan = /^[A-Z]{5}\d{4}[A-Z]$/;
const entity = /^[1-9A-Z]$/;

/** The check character a GSTIN's first 14 characters (capital letters and digits) call for. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = alphabet.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet[(36 - (sum % 36)) % 36];
}

/** What is wrong with a GSTIN, in plain words; null when it is one. */
export function gstinProblem(value: string): string | null {
  if (value.length !== 15) return `A GST number has 15 characters; "${value}" has ${value.length}.`;
  if (/[a-z]/.test(value)) return `Write the GST number in capital letters: "${value}".`;
  if (!/^[0-9A-Z]+$/.test(value))
    return `A GST number has only letters and digits; "${value}" has other characters.`;
  if (!stateCode.test(value.slice(0, 2)))
    return `A GST number starts with a state code (01 to 38, 97 or 99); "${value.slice(0, 2)}" is not one.`;
  if (!pan.test(value.slice(2, 12)))
    return `Characters 3 to 12 of a GST number are the holder's PAN (5 letters, 4 digits, 1 letter); "${value.slice(2, 12)}" is not a PAN.`;
  if (!entity.test(value[12]))
    return `Character 13 of a GST number is the registration number under the PAN (1 to 9 or A to Z); "${value[12]}" is not.`;
  if (value[13] !== "Z") return `Character 14 of a GST number is the letter Z; this one has "${value[13]}".`;
  const expected = gstinCheckCharacter(value);
  if (value[14] !== expected)
    return `The GST number's check character does not match: a character is mistyped (for these first 14 it would be "${expected}", not "${value[14]}").`;
  return null;
}
