import { authCalls, authMessages, passwordFits, passwordLength } from "@wms/domain";
import type { FormRule } from "antd";
import { useEffect, useState } from "react";
import { call } from "../platform/api/client";

/** Asked once a page load (the reset page sits outside the shell's query cache); a failed ask is asked again. */
let asked: Promise<number> | null = null;

function serverPasswordMax(): Promise<number> {
  asked ??= call(authCalls.getPasswordRule, undefined, { notify: "none" }).then(
    (answer) => (answer.ResponseCode === "200" ? answer.ResponseData.MaxLength : passwordLength.max),
    () => {
      asked = null;
      return passwordLength.max;
    },
  );
  return asked;
}

/**
 * The most characters a password may have on this server (WMS_PASSWORD_MAX); the specification's 10 until it
 * answers (the server holds every password to its own most anyway).
 */
export function usePasswordMax(): number {
  const [max, setMax] = useState<number>(passwordLength.max);
  useEffect(() => {
    let mounted = true;
    serverPasswordMax().then((answered) => mounted && setMax(answered));
    return () => {
      mounted = false;
    };
  }, []);
  return max;
}

/** A new password's form rule at the server's most length (the schema's own rule takes any plant's longest). */
export const passwordLengthRule = (max: number): FormRule => ({
  validator: async (_rule, value: string | undefined) => {
    if (value && !passwordFits(value, max)) throw new Error(authMessages.passwordRule);
  },
});

/** What a new password needs, under its box: the length as this server takes it. */
export const passwordHint = (max: number) =>
  `${passwordLength.min} to ${max} characters, with an uppercase letter, a lowercase letter and a number`;
