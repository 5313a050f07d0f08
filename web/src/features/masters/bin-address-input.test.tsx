import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Form, Input } from "antd";
import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { BinAddressInput } from "./bin-address-input";

/** Col Address as the form held it once Column Number's latest value was seen: set after the address input's effects. */
let settled: { colNo: unknown; address: unknown } | null = null;
function Settled({ form }: { form: ReturnType<typeof Form.useForm>[0] }) {
  const colNo = Form.useWatch("ColNo", form);
  // Effects run in tree order: the address input, an earlier sibling's child, has reacted to this value.
  useEffect(() => {
    settled = { colNo, address: form.getFieldValue("ColAddress") };
  }, [colNo, form]);
  return null;
}

function BinForm({ initial }: { initial?: Record<string, unknown> }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} initialValues={initial}>
      <Form.Item name="RowName" label="Row Name">
        <Input />
      </Form.Item>
      <Form.Item name="ColNo" label="Column Number">
        <Input />
      </Form.Item>
      <Form.Item name="ColAddress" label="Col Address">
        <BinAddressInput form={form} />
      </Form.Item>
      <Settled form={form} />
    </Form>
  );
}

const address = () => (screen.getByLabelText("Col Address") as HTMLInputElement).value;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("Bin Master's Col Address", { timeout: 30_000 }, () => {
  it("follows Row Name and Column Number as they are typed", async () => {
    render(<BinForm />);
    type("Row Name", "B");
    type("Column Number", "7");
    await waitFor(() => expect(address()).toBe("B-07"));
    type("Column Number", "12");
    await waitFor(() => expect(address()).toBe("B-12"));
  });

  it("keeps an address the plant typed over it", async () => {
    render(<BinForm />);
    type("Row Name", "B");
    type("Column Number", "7");
    await waitFor(() => expect(address()).toBe("B-07"));
    type("Col Address", "DOCK-1");
    type("Column Number", "8");
    await waitFor(() => expect(settled).toEqual({ colNo: "8", address: "DOCK-1" }));
    expect(address()).toBe("DOCK-1");
  });

  it("on edit, a derived address follows a new column and a plant's own stays", async () => {
    const { unmount } = render(<BinForm initial={{ RowName: "A", ColNo: 3, ColAddress: "A-03" }} />);
    type("Column Number", "4");
    await waitFor(() => expect(address()).toBe("A-04"));
    unmount();
    render(<BinForm initial={{ RowName: "A", ColNo: 3, ColAddress: "GATE" }} />);
    type("Column Number", "4");
    await waitFor(() => expect(settled).toEqual({ colNo: "4", address: "GATE" }));
    expect(address()).toBe("GATE");
  });
});
