import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { authCalls, authMessages } from "@wms/domain";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { currentUser, storedPermissions } from "../../platform/session";
import { answered, fakeServer, refused } from "../../test/fake-server";
import LoginPage from "./login-page";

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../platform/toast", () => ({ showToast: toast }));

let server: ReturnType<typeof fakeServer>;

/** The sign-in answer's ResponseData[0] as the spec shows it: the user with a token, and the role's rights. */
const signedIn = {
  user: {
    UserId: 7,
    UserName: "Store Keeper",
    Email: "store@plant.example",
    MobileNo: "9800000000",
    UserTypeId: 2,
    UserTypeName: "Store",
    RoleId: 3,
    CompanyId: 1,
    Token: "token-of-store",
  },
  assignedPermissionsForUser: [
    {
      PageId: 2,
      PageName: "Machine Master",
      ActionName: "machine-master",
      IsView: true,
      IsAdd: false,
      IsEdit: false,
      IsDelete: false,
    },
  ],
};

function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

const renderLogin = () =>
  render(
    <MemoryRouter initialEntries={["/login"]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );

const signIn = (Email: string, Password: string) => {
  fireEvent.change(screen.getByLabelText("Email Id"), { target: { value: Email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: Password } });
  fireEvent.click(screen.getByRole("button", { name: "LOGIN" }));
};

beforeEach(() => {
  toast.mockReset();
  server = fakeServer();
});

describe("LoginPage", () => {
  it("keeps the user and their rights from the answer and opens the first page the role may view", async () => {
    server.answer(authCalls.checkUser, answered([signedIn], authMessages.loginSuccess));
    renderLogin();
    signIn(" store@plant.example ", "Secret1");
    expect((await screen.findByTestId("landed")).textContent).toBe("/masters/machine-master");
    expect(server.inputs(authCalls.checkUser)).toEqual([
      { Email: "store@plant.example", Password: "Secret1" },
    ]);
    expect(currentUser()?.Token).toBe("token-of-store");
    expect(storedPermissions()).toEqual(signedIn.assignedPermissionsForUser);
  });

  it("sends a long password (up to WMS_PASSWORD_MAX's 64) exactly as typed", async () => {
    server.answer(authCalls.checkUser, answered([signedIn], authMessages.loginSuccess));
    renderLogin();
    const long = `Ab1${"x".repeat(61)}`;
    signIn("store@plant.example", long);
    await screen.findByTestId("landed");
    expect(server.inputs(authCalls.checkUser)).toEqual([{ Email: "store@plant.example", Password: long }]);
  });

  it("says why a sign-in is refused and stays signed out", async () => {
    server.answer(authCalls.checkUser, refused(authMessages.invalidCredentials, null));
    renderLogin();
    signIn("store@plant.example", "Wrong1");
    await waitFor(() => expect(toast).toHaveBeenCalledWith("error", authMessages.invalidCredentials));
    expect(screen.queryByTestId("landed")).toBeNull();
    expect(currentUser()).toBeNull();
  });
});
