import { createHash, randomBytes } from "node:crypto";
import { authMessages, type LoginAnswer, type LoginUser, passwordFits } from "@wms/domain";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { passwordResets, users } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import type { Config } from "../../platform/config.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import type { Mailer } from "../../platform/mail.js";
import { type HashGate, hashPassword, verifyPassword } from "../../platform/passwords.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import { findPasswordHash, findUserByEmail, permissionsOfUser } from "./queries.js";

const companyId = 1;

/** Spends a hash's worth of time on unknown emails, so timing does not tell which exist. */
let decoyHash: Promise<string> | null = null;

/** Why a sign-in failed, as the audit trail says it (the answer never tells an unknown account apart). */
const signInFailure = {
  unknownAccount: "Unknown account",
  wrongPassword: "Wrong password",
  inactiveUser: "Inactive user",
} as const;

/**
 * Signs in; every outcome is recorded in the audit trail from `address`: a failure under the account
 * tried (none when unknown), with the email typed and why.
 */
export async function signIn(
  db: Db,
  config: Config,
  hashing: HashGate,
  credentials: { Email: string; Password: string },
  address: string,
  issueToken: (user: LoginUser, sessionVersion: number) => string,
): Promise<LoginAnswer> {
  const found = await findUserByEmail(db, credentials.Email);
  const refuse = async (reason: string, message: string) => {
    const userId = found?.UserId ?? null;
    await recordAudit(
      db,
      { userId, address },
      {
        entity: "SignIn",
        recordId: userId,
        action: "SignInFailure",
        after: { Email: credentials.Email, Reason: reason },
      },
    );
    return new BusinessRuleError(message);
  };
  if (!found) {
    decoyHash ??= hashPassword("decoy-password", config.scryptLogN);
    const decoy = await decoyHash;
    await hashing(() => verifyPassword(credentials.Password, decoy));
    throw await refuse(signInFailure.unknownAccount, authMessages.invalidCredentials);
  }
  if (!(await hashing(() => verifyPassword(credentials.Password, found.passwordHash)))) {
    throw await refuse(signInFailure.wrongPassword, authMessages.invalidCredentials);
  }
  if (!found.IsActive) throw await refuse(signInFailure.inactiveUser, authMessages.inactiveUser);
  const { passwordHash: _hash, IsActive: _active, sessionVersion, ...profile } = found;
  const user = { ...profile, CompanyId: companyId, Token: "" };
  user.Token = issueToken(user, sessionVersion);
  await recordAudit(
    db,
    { userId: found.UserId, address },
    { entity: "SignIn", recordId: found.UserId, action: "SignInSuccess" },
  );
  return { user, assignedPermissionsForUser: await permissionsOfUser(db, found.UserId) };
}

/** The request's schema takes any plant's longest; this server holds a new password to its own most. */
function checkPlantLength(config: Config, password: string) {
  if (!passwordFits(password, config.passwordMax)) throw new BusinessRuleError(authMessages.passwordRule);
}

export async function changePassword(
  db: Db,
  config: Config,
  hashing: HashGate,
  actor: AuditActor & { userId: number },
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  checkPlantLength(config, newPassword);
  const { userId } = actor;
  const stored = await findPasswordHash(db, userId);
  if (!stored || !(await hashing(() => verifyPassword(oldPassword, stored)))) {
    throw new BusinessRuleError(authMessages.oldPasswordWrong);
  }
  const passwordHash = await hashing(() => hashPassword(newPassword, config.scryptLogN));
  await inTransaction(db, async (tx) => {
    // Conditional on the hash just verified: a concurrent change wins once, never both.
    const changed = await tx
      .update(users)
      .set({ passwordHash, updatedBy: userId, updatedDate: new Date() })
      .where(and(eq(users.userId, userId), eq(users.passwordHash, stored)))
      .returning({ userId: users.userId });
    if (changed.length === 0) throw new BusinessRuleError(authMessages.oldPasswordWrong);
    await recordAudit(tx, actor, { entity: "Password", recordId: userId, action: "PasswordChange" });
  });
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Takes every link of the user not used yet out of use (a newer one was sent, or one was used). */
const revokeOpenLinks = (tx: Db, userId: number) =>
  tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));

/**
 * Mails an expiring single-use reset link to an active user, revoking older links; silent for
 * unknown addresses. Runs off the request path, so the answer does not tell which addresses exist.
 */
export async function requestPasswordReset(db: Db, config: Config, mailer: Mailer, email: string) {
  const found = await findUserByEmail(db, email);
  if (!found?.IsActive) return;
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + config.resetLinkMinutes * 60_000);
  await inTransaction(db, async (tx) => {
    await revokeOpenLinks(tx, found.UserId);
    await tx.insert(passwordResets).values({ userId: found.UserId, tokenHash: tokenHash(token), expiresAt });
  });
  const link = `${config.publicUrl}/reset-password?token=${token}`;
  await mailer.send({
    to: found.Email,
    subject: "Reset your Warehouse Management System password",
    text:
      `Hello ${found.UserName},\n\nA password reset was asked for your account. Open this link to ` +
      `set a new password; it works once and expires in ${config.resetLinkMinutes} minutes:\n\n${link}\n\n` +
      "If you did not ask for this, ignore this mail: your password stays as it is.\n",
  });
}

export async function resetPassword(
  db: Db,
  config: Config,
  hashing: HashGate,
  token: string,
  newPassword: string,
  address: string,
) {
  checkPlantLength(config, newPassword);
  const passwordHash = await hashing(() => hashPassword(newPassword, config.scryptLogN));
  await inTransaction(db, async (tx) => {
    // Claiming the token and setting the password commit together; a used or late token claims nothing.
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (claimed.length === 0) throw new BusinessRuleError(authMessages.resetLinkInvalid);
    await revokeOpenLinks(tx, claimed[0].userId);
    await tx
      .update(users)
      .set({ passwordHash, updatedDate: new Date() })
      .where(eq(users.userId, claimed[0].userId));
    // The link's owner reset it: the actor is the user whose link it was.
    await recordAudit(
      tx,
      { userId: claimed[0].userId, address },
      { entity: "Password", recordId: claimed[0].userId, action: "PasswordReset" },
    );
  });
}
