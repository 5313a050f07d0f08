import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { UserMenu } from "./user-menu";

beforeEach(() => {
  sessionStorage.setItem("user", JSON.stringify({ UserId: 7, UserName: "Store Keeper", Token: "t" }));
});

describe("UserMenu", () => {
  it("opens a menu of Change Password and Logout from the Welcome button, the first choice focused", () => {
    render(<UserMenu compact={false} onChoose={vi.fn()} />);
    const button = screen.getByRole("button", { name: "Welcome Store Keeper" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    // the button names the menu it controls, the menu is named by its button
    const menu = screen.getByRole("menu", { name: "Welcome Store Keeper" });
    expect(button.getAttribute("aria-controls")).toBe(menu.id);
    const items = screen.getAllByRole("menuitem").map((i) => i.textContent);
    expect(items).toEqual(["Change Password", "Logout"]);
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Change Password" }));
  });

  it("moves with the arrow keys, closes on Escape with the focus back on its button", () => {
    render(<UserMenu compact={false} onChoose={vi.fn()} />);
    const button = screen.getByRole("button", { name: "Welcome Store Keeper" });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole("menuitem", { name: "Change Password" }), { key: "ArrowDown" });
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Logout" }));
    fireEvent.keyDown(screen.getByRole("menuitem", { name: "Logout" }), { key: "ArrowDown" });
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Change Password" }));
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("says the choice and closes; a press outside closes it too", () => {
    const onChoose = vi.fn();
    render(<UserMenu compact onChoose={onChoose} />);
    fireEvent.click(screen.getByRole("button", { name: "Welcome Store Keeper" }));
    fireEvent.click(screen.getByRole("menuitem", { name: "Logout" }));
    expect(onChoose).toHaveBeenCalledWith("logout");
    expect(screen.queryByRole("menu")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Welcome Store Keeper" }));
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
