import type { AssignedPermission, LoginAnswer, LoginUser } from "@wms/domain";

/** The session-storage keys of the spec (spec 1 section 3), written at sign-in. */
export const sessionKeys = [
  "user",
  "UserRole",
  "UserNameData",
  "UserEmailData",
  "UserMobileData",
  "UserData",
  "LoggedInUser",
  "assignedPermissionsForUser",
] as const;

/** Said on window when a user signs in or the session ends, so the screen shown follows at once. */
export const sessionChanged = "wms-session-changed";
const said = () => window.dispatchEvent(new Event(sessionChanged));

/** Calls `changed` on every sign-in and sign-out (useSyncExternalStore's subscribe). */
export function onSessionChange(changed: () => void): () => void {
  window.addEventListener(sessionChanged, changed);
  return () => window.removeEventListener(sessionChanged, changed);
}

export function saveLogin(answer: LoginAnswer) {
  const { user, assignedPermissionsForUser } = answer;
  sessionStorage.setItem("user", JSON.stringify(user));
  sessionStorage.setItem("UserRole", String(user.RoleId));
  sessionStorage.setItem("UserNameData", user.UserName);
  sessionStorage.setItem("UserEmailData", user.Email);
  sessionStorage.setItem("UserMobileData", user.MobileNo);
  sessionStorage.setItem(
    "UserData",
    JSON.stringify({
      UserId: user.UserId,
      UserTypeId: user.UserTypeId,
      UserTypeName: user.UserTypeName,
      CompanyId: user.CompanyId,
    }),
  );
  sessionStorage.setItem("LoggedInUser", JSON.stringify({ isLoggedIn: true, UserId: user.UserId }));
  savePermissions(assignedPermissionsForUser);
  said();
}

export function savePermissions(permissions: AssignedPermission[]) {
  sessionStorage.setItem("assignedPermissionsForUser", JSON.stringify(permissions));
}

/** Logout and the end of a password change: the login marker and everything with it goes. */
export function clearSession() {
  for (const key of sessionKeys) sessionStorage.removeItem(key);
  said();
}

function readJson<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function isLoggedIn(): boolean {
  return readJson<{ isLoggedIn?: boolean }>("LoggedInUser")?.isLoggedIn === true;
}

export function currentUser(): LoginUser | null {
  return readJson<LoginUser>("user");
}

export function storedPermissions(): AssignedPermission[] {
  return readJson<AssignedPermission[]>("assignedPermissionsForUser") ?? [];
}

/** Not a spec key: where a session ended, so the sign-in after it can say so and return there. */
const sessionEndKey = "sessionEndedAt";

export function rememberSessionEnd(path: string) {
  sessionStorage.setItem(sessionEndKey, path);
}

/** The page the last session ended on, or null. */
export function sessionEndedAt(): string | null {
  return sessionStorage.getItem(sessionEndKey);
}

export function forgetSessionEnd() {
  sessionStorage.removeItem(sessionEndKey);
}
