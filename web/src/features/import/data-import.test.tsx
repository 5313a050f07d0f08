import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { importCalls, importText, inboundMessages } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { answered, fakeServer, refused } from "../../test/fake-server";
import DataImportPage from "./data-import";

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
});

const bad = "OrderNo,OrderDate,ProductCode,Qty\nO-1,11/24/2026,FG-1,2\nO-2,11/24/2026,NOPE,1\n";
const good = "OrderNo,OrderDate,ProductCode,Qty\nO-1,11/24/2026,FG-1,2\nO-2,11/24/2026,FG-1,1\n";

/** A sent file's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const drop = (name: string, content: string) => {
  const input = document.querySelector<HTMLInputElement>("input[type=file]");
  if (!input) throw new Error("no file input");
  fireEvent.change(input, { target: { files: [new File([content], name, { type: "text/csv" })] } });
};

const chooseKind = async (label: string) => {
  fireEvent.mouseDown(screen.getByRole("combobox", { name: importText.kind }));
  fireEvent.click(await screen.findByTitle(label));
};

describe("Data Import page", { timeout: 60_000 }, () => {
  it("checks a dropped file first, lists a refused line and imports nothing; the fixed file then imports", async () => {
    server.answer(importCalls.previewRecords, async ({ body }) =>
      (await textOf(body as Blob)).includes("NOPE")
        ? refused(inboundMessages.importFailed, [{ Line: 3, Message: "Unknown product code NOPE." }])
        : answered({ Kind: "Orders", Rows: 2 }, inboundMessages.importChecked),
    );
    server.answer(
      importCalls.importRecords,
      answered({ Kind: "Orders", Rows: 2 }, inboundMessages.importDone),
    );
    render(
      <MemoryRouter initialEntries={["/masters/data-import"]}>
        <DataImportPage />
      </MemoryRouter>,
    );
    await chooseKind(importText.kinds.Orders);
    expect(screen.getByText(/OrderNo, OrderDate, ProductCode, Qty/)).toBeTruthy();

    drop("orders.csv", bad);
    expect(await screen.findByText(inboundMessages.importFailed, {}, { timeout: 15_000 })).toBeTruthy();
    const refusedRows = screen.getByRole("table");
    expect(within(refusedRows).getByText("3")).toBeTruthy();
    expect(within(refusedRows).getByText("Unknown product code NOPE.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: importText.import })).toBeNull();
    const [sent] = server.inputs(importCalls.previewRecords);
    expect(sent.params).toEqual({ kind: "Orders" });
    expect((sent.body as Blob).type).toBe("text/csv");
    expect(await textOf(sent.body as Blob)).toBe(bad);

    drop("orders-fixed.csv", good);
    expect(await screen.findByText(importText.checked(2))).toBeTruthy();
    expect(server.inputs(importCalls.importRecords)).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: importText.import }));
    expect(await screen.findByText(importText.imported(2, importText.kinds.Orders))).toBeTruthy();
    const [imported] = server.inputs(importCalls.importRecords);
    expect(imported.params).toEqual({ kind: "Orders" });
    expect(await textOf(imported.body as Blob)).toBe(good);
  });

  it("refuses a file that is neither CSV nor JSON without sending it", async () => {
    render(
      <MemoryRouter initialEntries={["/masters/data-import"]}>
        <DataImportPage />
      </MemoryRouter>,
    );
    drop("orders.xlsx", "PK...");
    expect(await screen.findByText(importText.notCsvOrJson)).toBeTruthy();
    await waitFor(() => expect(server.inputs(importCalls.previewRecords)).toHaveLength(0));
  });
});
