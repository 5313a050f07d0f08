import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { authCalls } from "@wms/domain";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import { MenuDrawer } from "./menu-drawer";

/** The Menu button and the drawer, as the shell has them; `focusBack` as the shell would pass it. */
function Handheld({ focusBack }: { focusBack: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <button type="button" aria-label="Menu" onClick={() => setOpen(true)} />
        <MenuDrawer open={open} focusBack={focusBack} onClose={() => setOpen(false)} />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  sessionStorage.setItem("user", JSON.stringify({ UserId: 7, Token: "t" }));
  fakeServer().answer(authCalls.getUserMenu, answered([]));
});

function openMenu() {
  const button = screen.getByRole("button", { name: "Menu" });
  button.focus();
  fireEvent.click(button);
  return button;
}

describe("MenuDrawer", () => {
  it("is a dialog titled Menu holding the main navigation, only while open", () => {
    render(<Handheld focusBack />);
    expect(screen.queryByRole("navigation", { name: "Main navigation" })).toBeNull();
    openMenu();
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    expect(drawer.querySelector("nav[aria-label='Main navigation']")).toBeTruthy();
  });

  it("closed on its own screen, gives the focus back to the Menu button", () => {
    render(<Handheld focusBack />);
    const button = openMenu();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("navigation", { name: "Main navigation" })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("closed by choosing a screen, leaves the Menu button unfocused", () => {
    render(<Handheld focusBack={false} />);
    const button = openMenu();
    fireEvent(screen.getByRole("dialog", { name: "Menu" }), new Event("cancel", { cancelable: true }));
    expect(screen.queryByRole("navigation", { name: "Main navigation" })).toBeNull();
    expect(document.activeElement).not.toBe(button);
  });
});
