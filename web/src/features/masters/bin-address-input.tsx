import { binAddressOf } from "@wms/domain";
import { Form, type FormInstance, Input, type InputProps } from "antd";
import { useEffect, useRef } from "react";

/**
 * Col Address, filled from Row Name and Column Number as they are typed, so a scan label always matches;
 * an address of the plant's own, typed over it, is kept (the server checks it is unique).
 */
export function BinAddressInput({ form, ...input }: { form: FormInstance } & Omit<InputProps, "form">) {
  const rowName = Form.useWatch("RowName", form) as string | undefined;
  const colNo = Form.useWatch("ColNo", form) as number | string | undefined;
  const derived = useRef<string | null>(null);
  useEffect(() => {
    const column = Number(colNo);
    if (!rowName?.trim() || !Number.isInteger(column) || column < 1) return;
    const next = binAddressOf(rowName, column);
    const current = form.getFieldValue("ColAddress") as string | undefined;
    const following = !current || (derived.current === null ? current === next : current === derived.current);
    derived.current = next;
    if (following && current !== next) form.setFieldValue("ColAddress", next);
  }, [rowName, colNo, form]);
  return <Input {...input} />;
}
