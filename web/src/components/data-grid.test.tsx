import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DataGrid, matchesShown, pageAfterChange } from "./data-grid";

interface Row {
  Id: number;
  Code: string;
  CreatedDate: string;
  IsActive: boolean;
}

const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
  Id: i + 1,
  Code: `P-${String(i + 1).padStart(2, "0")}`,
  CreatedDate: "2026-11-21T10:00:00.000Z",
  IsActive: true,
}));
const columns = [
  { title: "Code", dataIndex: "Code" },
  { title: "Created", dataIndex: "CreatedDate", render: () => "21 Nov 2026" },
];

describe("DataGrid", () => {
  it("reads 'Showing {first} to {last} of {totalRecords}' and pages 10 rows", () => {
    render(<DataGrid<Row> rowKey="Id" columns={columns} dataSource={rows} />);
    expect(screen.getByText("Showing 1 to 10 of 12")).toBeTruthy();
  });

  it("searches only what is shown: the shown date matches, a hidden flag or raw timestamp does not", () => {
    render(<DataGrid<Row> rowKey="Id" columns={columns} dataSource={rows} />);
    const search = screen.getByLabelText("Global search");
    fireEvent.change(search, { target: { value: "P-03" } });
    expect(screen.getByText("Showing 1 to 1 of 1")).toBeTruthy();
    fireEvent.change(search, { target: { value: "21 nov" } });
    expect(screen.getByText("Showing 1 to 10 of 12")).toBeTruthy();
    for (const hidden of ["true", "T10:00"]) {
      fireEvent.change(search, { target: { value: hidden } });
      expect(screen.getByText("No data found.")).toBeTruthy();
    }
  });

  it("never says 'No data found.' while it loads", () => {
    const { rerender } = render(<DataGrid<Row> rowKey="Id" columns={columns} dataSource={[]} loading />);
    expect(screen.queryByText("No data found.")).toBeNull();
    rerender(<DataGrid<Row> rowKey="Id" columns={columns} dataSource={[]} />);
    expect(screen.getByText("No data found.")).toBeTruthy();
  });
});

describe("matchesShown", () => {
  it("matches a rendered element's raw value", () => {
    const linkColumns = [{ title: "Code", dataIndex: "Code", render: (v: string) => <a href="#x">{v}</a> }];
    expect(matchesShown(rows[0], linkColumns, "p-01")).toBe(true);
    expect(matchesShown(rows[0], linkColumns, "true")).toBe(false);
  });
});

describe("pageAfterChange", () => {
  const before = { pageSize: 10, sort: "" };
  it("keeps the page clicked", () =>
    expect(pageAfterChange(before, { current: 3, pageSize: 10 }, {}).current).toBe(3));
  it("goes back to page 1 after a page-size change", () =>
    expect(pageAfterChange(before, { current: 3, pageSize: 20 }, {})).toMatchObject({
      current: 1,
      pageSize: 20,
    }));
  it("goes back to page 1 after a sort", () =>
    expect(
      pageAfterChange(before, { current: 3, pageSize: 10 }, { field: "Code", order: "ascend" }),
    ).toMatchObject({ current: 1, sort: "Code:ascend" }));
});
