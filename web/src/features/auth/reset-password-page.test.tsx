import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { authCalls, authMessages } from "@wms/domain";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import ResetPasswordPage from "./reset-password-page";

vi.mock("../../platform/toast", () => ({ showToast: vi.fn() }));

const token = "t".repeat(43);
const ofLength = (n: number) => `Ab1${"x".repeat(n - 3)}`;

function fill(password: string) {
  fireEvent.change(screen.getByLabelText("New Password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
}

describe("ResetPasswordPage", () => {
  it("takes a password as long as the server's WMS_PASSWORD_MAX, and refuses a longer one", async () => {
    const server = fakeServer();
    server.answer(authCalls.getPasswordRule, answered({ MinLength: 4, MaxLength: 64 }));
    server.answer(authCalls.resetPassword, answered(null, authMessages.resetDone));
    render(
      <MemoryRouter initialEntries={[`/reset-password?token=${token}`]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/login" element={<p>login</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByText(/4 to 64 characters/);
    fill(ofLength(65));
    expect(await screen.findByText(authMessages.passwordRule)).toBeTruthy();
    expect(server.inputs(authCalls.resetPassword)).toEqual([]);
    fill(ofLength(64));
    await waitFor(() =>
      expect(server.inputs(authCalls.resetPassword)).toEqual([
        { Token: token, NewPassword: ofLength(64), ConfirmPassword: ofLength(64) },
      ]),
    );
  });
});
