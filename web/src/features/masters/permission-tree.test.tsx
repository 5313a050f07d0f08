import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { type PermissionPage, PermissionTree } from "./permission-tree";

const page = (
  PageId: number,
  PageName: string,
  Children: PermissionPage[] = [],
  HasAddEdit = true,
): PermissionPage => ({
  PageId,
  PageName,
  HasAddEdit,
  IsView: false,
  IsAdd: false,
  IsEdit: false,
  Children,
});

function Harness() {
  const [tree, setTree] = useState<PermissionPage[]>([
    page(1, "Dashboard", [], false),
    page(2, "Masters", [page(3, "Bin Master"), page(4, "Carton Size Master")]),
  ]);
  return <PermissionTree value={tree} onChange={setTree} />;
}

const box = (label: string) => screen.getByRole("checkbox", { name: label }) as HTMLInputElement;

describe("PermissionTree", () => {
  it("ticking a parent ticks all its children", () => {
    render(<Harness />);
    fireEvent.click(box("View Masters"));
    expect(box("View Bin Master").checked).toBe(true);
    expect(box("View Carton Size Master").checked).toBe(true);
    expect(box("Add Bin Master").checked).toBe(false);
  });

  it("a parent is ticked once all its children are, and unticked when one is not", () => {
    render(<Harness />);
    fireEvent.click(box("Add Bin Master"));
    expect(box("Add Masters").checked).toBe(false);
    fireEvent.click(box("Add Carton Size Master"));
    expect(box("Add Masters").checked).toBe(true);
    fireEvent.click(box("Add Bin Master"));
    expect(box("Add Masters").checked).toBe(false);
  });

  it("offers no Add or Update boxes for the dashboard", () => {
    render(<Harness />);
    expect(screen.queryByRole("checkbox", { name: "Add Dashboard" })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Update Dashboard" })).toBeNull();
    expect(box("View Dashboard")).toBeTruthy();
  });

  it("a partly ticked parent shows the in-between state", () => {
    render(<Harness />);
    fireEvent.click(box("View Bin Master"));
    expect(box("View Masters").checked).toBe(false);
    expect(box("View Masters").closest(".ant-checkbox")?.classList).toContain("ant-checkbox-indeterminate");
    fireEvent.click(box("View Carton Size Master"));
    expect(box("View Masters").closest(".ant-checkbox")?.classList).not.toContain(
      "ant-checkbox-indeterminate",
    );
  });

  it("shows an expand icon only on rows that have children", () => {
    const { container } = render(<Harness />);
    const icons = container.querySelectorAll(
      ".ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)",
    );
    expect(icons).toHaveLength(1);
  });
});
