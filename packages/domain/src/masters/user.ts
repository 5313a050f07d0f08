import { z } from "zod";
import { authMessages } from "../messages/auth.js";
import { mastersMessages as m } from "../messages/masters.js";
import {
  confirmPasswordPattern,
  mobilePattern,
  passwordPattern,
  requiredEmail,
  requiredText,
} from "../text-rules.js";
import { isActiveFlag, recordId } from "./fields.js";

const selected = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message });

/**
 * A user save. The password is required when creating; on update a blank password keeps the
 * current one. Confirm must equal it.
 */
export const userRequest = z
  .object({
    UserId: recordId,
    UserName: requiredText(m.userNameRequired, 100),
    UserTypeId: selected(m.userTypeRequired),
    RoleId: selected(m.userRoleRequired),
    Email: requiredEmail(m.userEmailRequired, m.userEmailInvalid),
    MobileNo: requiredText(m.mobileRequired, 10).regex(mobilePattern, { error: m.mobileInvalid }),
    Password: z.string().max(10, { error: authMessages.passwordRule }).nullish(),
    ConfirmPassword: z.string().max(20, { error: authMessages.passwordRule }).nullish(),
    IsActive: isActiveFlag,
  })
  .superRefine((v, ctx) => {
    const password = v.Password ?? "";
    const confirm = v.ConfirmPassword ?? "";
    if (password === "" && confirm === "" && v.UserId > 0) return;
    if (password === "") {
      ctx.addIssue({ code: "custom", path: ["Password"], message: authMessages.passwordRequired });
      if (confirm === "")
        ctx.addIssue({ code: "custom", path: ["ConfirmPassword"], message: authMessages.passwordRule });
      return;
    }
    if (!passwordPattern.test(password)) {
      ctx.addIssue({ code: "custom", path: ["Password"], message: authMessages.passwordRule });
      return;
    }
    if (!confirmPasswordPattern.test(confirm)) {
      ctx.addIssue({ code: "custom", path: ["ConfirmPassword"], message: authMessages.passwordRule });
      return;
    }
    if (confirm !== password) {
      ctx.addIssue({ code: "custom", path: ["ConfirmPassword"], message: m.confirmPasswordMismatch });
    }
  });
export type UserRequest = z.input<typeof userRequest>;
