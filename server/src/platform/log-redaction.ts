/**
 * What the log never shows: bearer tokens, cookies, and any password, hash or reset token,
 * wherever a log line carries a request, its body or its headers.
 */
const secretFields = [
  "Password",
  "password",
  "NewPassword",
  "OldPassword",
  "ConfirmPassword",
  "passwordHash",
  "password_hash",
  "Token",
  "token",
];

export const logRedaction = {
  paths: [
    "req.headers.authorization",
    "req.headers.cookie",
    "headers.authorization",
    "headers.cookie",
    ...secretFields.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
  ],
  censor: "[redacted]",
};
