import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { type CallData, mastersMessages as m, masterCalls } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import CustomerMaster from "./customer-master";

vi.mock("../../platform/toast", () => ({ showToast: vi.fn() }));

const { customer } = masterCalls;
type CustomerRow = CallData<typeof customer.list>[number];

const row: CustomerRow = {
  CustomerId: 4,
  CustomerCode: "C-100",
  CustomerName: "Shree Auto Components",
  Address: "Bhosari, Pune",
  GSTNumber: "27AAPFU0939F1ZV",
  ContactPerson: "Anil",
  MobileNo: "020-27120000",
  Email: "",
  IsActive: true,
  CreatedBy: 1,
  UpdatedBy: null,
  CreatedDate: "2026-11-01T09:00:00.000Z",
  UpdatedDate: null,
  CreatedDt: "2026-11-01T09:00:00.000Z",
  UpdatedDt: null,
  TotalRows: 1,
};

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.answer(customer.list, () => answered([row]));
  server.answer(customer.create, () => answered({ CustomerId: 5 }));
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={["/masters/customer-master"]}>
      <QueryClientProvider client={new QueryClient()}>
        <CustomerMaster />
      </QueryClientProvider>
    </MemoryRouter>,
  );

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe("Customer Master", { timeout: 60_000 }, () => {
  it("lists customers with their GST number", async () => {
    renderPage();
    expect(await screen.findByText("27AAPFU0939F1ZV")).toBeTruthy();
    expect(screen.getByText("Shree Auto Components")).toBeTruthy();
  });

  it("says a mistyped GST number is wrong and why before saving; a right one is sent exactly as typed", async () => {
    renderPage();
    await screen.findByText("C-100");
    fireEvent.click(screen.getByRole("button", { name: "Add Customer" }));
    const dialog = await screen.findByRole("dialog");
    type(dialog, "Customer Code", "C-200");
    type(dialog, "Customer Name", "Deccan Engineering Works");
    type(dialog, "Address", "Chakan, Pune");
    type(dialog, "GST Number", "27AAPFU0939F1ZW");
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText(/check character does not match/)).toBeTruthy();
    expect(server.inputs(customer.create)).toHaveLength(0);

    type(dialog, "GST Number", "29AAGCB7383J1Z4");
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(server.inputs(customer.create)).toEqual([
        expect.objectContaining({
          CustomerCode: "C-200",
          CustomerName: "Deccan Engineering Works",
          Address: "Chakan, Pune",
          GSTNumber: "29AAGCB7383J1Z4",
        }),
      ]),
    );
  });

  it("asks for the code, name and address, not for the optional contact fields", async () => {
    renderPage();
    await screen.findByText("C-100");
    fireEvent.click(screen.getByRole("button", { name: "Add Customer" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText(m.customerCodeRequired)).toBeTruthy();
    expect(within(dialog).getByText(m.customerNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(m.customerAddressRequired)).toBeTruthy();
    expect(server.inputs(customer.create)).toHaveLength(0);
  });

  it("exports every customer the search finds as CSV with a byte-order mark, a page of 100 at a time", async () => {
    const more = Array.from({ length: 100 }, (_, i) => ({
      ...row,
      CustomerId: 100 + i,
      CustomerCode: `C-${i}`,
      TotalRows: 101,
    }));
    // The grid shows a page of 5; the export reads pages of 100: a first full one, then the last row.
    server.answer(customer.list, (query) =>
      answered(
        Number(query?.PageSize) !== 100
          ? [{ ...row, TotalRows: 101 }]
          : Number(query?.First) === 1
            ? more
            : [{ ...row, TotalRows: 101 }],
      ),
    );
    const saved: Blob[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          saved.push(blob);
          return "blob:csv";
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderPage();
    await screen.findByText("C-100");
    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.inputs(customer.list).slice(-2)).toEqual([
      expect.objectContaining({ First: 1, PageSize: 100 }),
      expect.objectContaining({ First: 101, PageSize: 100 }),
    ]);
    const read = <T,>(how: (r: FileReader) => void) =>
      new Promise<T>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as T);
        how(reader);
      });
    const bytes = new Uint8Array(await read<ArrayBuffer>((r) => r.readAsArrayBuffer(saved[0])));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await read<string>((r) => r.readAsText(saved[0]))).split("\r\n");
    expect(lines[0]).toBe(
      '"Customer Code","Customer Name","Address","GST Number","Contact Person","Mobile No","Email","Active"',
    );
    expect(lines).toHaveLength(103);
    expect(lines[101]).toBe(
      '"C-100","Shree Auto Components","Bhosari, Pune","27AAPFU0939F1ZV","Anil","020-27120000","","Yes"',
    );
    click.mockRestore();
  });
});
