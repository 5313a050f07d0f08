import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { confirmDialog } from "./confirm-dialog";

describe("confirmDialog", () => {
  it("is named by its title, described by its question, focuses Yes and answers true for it", async () => {
    const answer = confirmDialog({ title: "Move the packets?", content: "2 packets to B-04." });
    const dialog = screen.getByRole("dialog", { name: "Move the packets?" });
    const describedBy = dialog.getAttribute("aria-describedby");
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe("2 packets to B-04.");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Yes" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("without a question points to no description, and answers false for No", async () => {
    const answer = confirmDialog({ title: "Remove P1 from the count?", okText: "Remove" });
    const dialog = screen.getByRole("dialog", { name: "Remove P1 from the count?" });
    expect(dialog.hasAttribute("aria-describedby")).toBe(false);
    expect(dialog.querySelector(".confirm-dialog-content")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    await expect(answer).resolves.toBe(false);
  });
});
