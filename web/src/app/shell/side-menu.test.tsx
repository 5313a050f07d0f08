import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { authCalls } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { storedPermissions } from "../../platform/session";
import { answered, fakeServer } from "../../test/fake-server";
import { SideMenu, useAccessRights } from "./side-menu";

let server: ReturnType<typeof fakeServer>;

const rights = [
  {
    PageId: 2,
    PageName: "Machine Master",
    ActionName: "machine-master",
    IsView: true,
    IsAdd: true,
    IsEdit: false,
    IsDelete: false,
  },
];

function Rights() {
  useAccessRights();
  return null;
}

const renderShell = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/masters/machine-master"]}>
        <Rights />
        <SideMenu />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  sessionStorage.setItem("user", JSON.stringify({ UserId: 7, Token: "token-of-store" }));
  server = fakeServer();
  server.answer(
    authCalls.getUserMenu,
    answered([
      {
        PageId: 1,
        PageName: "Masters",
        ActionName: "masters",
        Path: null,
        Children: [
          {
            PageId: 2,
            PageName: "Machine Master",
            ActionName: "machine-master",
            Path: "/masters/machine-master",
            Children: [],
          },
        ],
      },
    ]),
  );
  server.answer(authCalls.getAccessRight, answered(rights));
});

describe("SideMenu", () => {
  it("shows the signed-in user's own menu, its group open on the current page", async () => {
    renderShell();
    expect(await screen.findByRole("link", { name: "Machine Master" })).toBeTruthy();
    expect(screen.getByText("Masters")).toBeTruthy();
    expect(server.inputs(authCalls.getUserMenu)).toEqual([{ userId: "7" }]);
  });

  it("marks the current page, and opens and closes a group from its button", async () => {
    renderShell();
    const page = await screen.findByRole("link", { name: "Machine Master" });
    expect(page.getAttribute("aria-current")).toBe("page");
    const group = screen.getByRole("button", { name: "Masters" });
    expect(group.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(group);
    expect(group.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Machine Master" })).toBeNull();
    fireEvent.click(group);
    expect(screen.getByRole("link", { name: "Machine Master" })).toBeTruthy();
  });

  it("keeps the role's rights as fetched again, for the screens to read", async () => {
    renderShell();
    await waitFor(() => expect(storedPermissions()).toEqual(rights));
    expect(server.inputs(authCalls.getAccessRight)).toEqual([{ userId: "7" }]);
  });
});
