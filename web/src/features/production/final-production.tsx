import {
  formatDisplayDate,
  type MadePacket,
  consumptionMessages as m,
  nextFromNo,
  pagingDelayMs,
  productTypeIds,
  toNoOf,
} from "@wms/domain";
import { Button, Card, Form, InputNumber, Modal, Select, Space } from "antd";
import { useRef, useState } from "react";
import { DataGrid } from "../../components/data-grid";
import { focusFirstField } from "../../components/focus-first-field";
import { PacketSlipList } from "../../components/packet-slip-list";
import { useDebounced } from "../../components/use-debounced";
import { useServerPage } from "../../components/use-server-page";
import { usePagePermission } from "../../platform/permissions";
import {
  type FgMapping,
  type FgRequisition,
  useCreateFgMapping,
  useFgMappings,
  useFgRequisitions,
  useMaxNo,
} from "./consumption-api";

interface MappingForm {
  RequisitionId: number;
  FromNo: number;
  Qty: number;
}

/** The Add FG Mapping dialog: the requisition searched for, the serial range from the next free number, saving. */
function useFgMappingDialog(onPacked: (packets: MadePacket[]) => void) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const requisitions = useFgRequisitions(useDebounced(typed.trim(), pagingDelayMs), open);
  const [chosen, setChosen] = useState<FgRequisition | null>(null);
  const maxNo = useMaxNo();
  const create = useCreateFgMapping();
  const [form] = Form.useForm<MappingForm>();

  const openDialog = () => {
    form.resetFields();
    setTyped("");
    setChosen(null);
    form.setFieldsValue({ FromNo: nextFromNo(maxNo.data) });
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    form.resetFields();
  };
  const choose = (id: number) => setChosen(requisitions.data?.find((r) => r.RequisitionId === id) ?? null);

  const save = async (values: MappingForm) => {
    const requisition = chosen?.RequisitionId === values.RequisitionId ? chosen : null;
    const answer = await create.mutateAsync({
      FGMappingId: 0,
      RequisitionId: values.RequisitionId,
      RequisitionNo: requisition?.RequisitionNo ?? "",
      FromNo: values.FromNo,
      ToNo: toNoOf(values.FromNo, values.Qty),
      Qty: values.Qty,
      CreatedDt: new Date().toISOString(),
    });
    if (answer.ResponseCode === "200") {
      close();
      onPacked(answer.ResponseData?.Packets ?? []);
    }
  };

  return { open, openDialog, close, save, form, requisitions, setTyped, choose, saving: create.isPending };
}

type FgMappingDialog = ReturnType<typeof useFgMappingDialog>;

/** The mapping's fields: an FG requisition (searched on the server), FromNo and Quantity; ToNo follows. */
function FgMappingFields({ dialog }: { dialog: FgMappingDialog }) {
  const { form, requisitions, setTyped, choose, save } = dialog;
  const fromNo = Form.useWatch("FromNo", form);
  const qty = Form.useWatch("Qty", form);
  const toNo = fromNo && qty ? toNoOf(fromNo, qty) : undefined;
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
      <Form.Item
        name="RequisitionId"
        label="Requisition"
        rules={[{ required: true, message: m.selectRequisition }]}
      >
        <Select
          placeholder="Select Requisition"
          showSearch={{
            // the server searches; what is shown is also held to the typed text, so an earlier answer's
            // rows never stand (and move) under the pointer while the new one loads
            filterOption: (input, option) =>
              String(option?.label ?? "")
                .toLowerCase()
                .includes(input.trim().toLowerCase()),
            onSearch: setTyped,
          }}
          loading={requisitions.isFetching}
          onChange={choose}
          options={(requisitions.data ?? [])
            .filter((r) => r.ProductTypeId === productTypeIds.fg)
            .map((r) => ({ value: r.RequisitionId, label: r.OrderRequisitionNo }))}
        />
      </Form.Item>
      <Form.Item
        name="FromNo"
        label="FromNo"
        rules={[
          { required: true, message: m.enterFromNo },
          { type: "integer", min: 1, message: m.wholeSerialNumber("FromNo") },
        ]}
      >
        <InputNumber style={{ width: "100%" }} onPressEnter={() => form.submit()} />
      </Form.Item>
      <Form.Item
        name="Qty"
        label="Quantity"
        rules={[
          { required: true, message: m.enterQuantity },
          { type: "integer", min: 1, message: m.wholeSerialNumber("Quantity") },
        ]}
      >
        <InputNumber style={{ width: "100%" }} onPressEnter={() => form.submit()} />
      </Form.Item>
      <Form.Item label="ToNo" required>
        <InputNumber aria-label="ToNo" value={toNo} readOnly style={{ width: "100%" }} />
      </Form.Item>
    </Form>
  );
}

/** Final Production (spec 2): FG serial ranges per FG requisition; create only. */
export default function FinalProductionPage() {
  const { IsAdd } = usePagePermission();
  const grid = useServerPage({ SortColumn: "CreatedDt" });
  const mappings = useFgMappings(grid.query);
  // The FG packets the last mapping was packed into, their slips to print before put-away.
  const [packed, setPacked] = useState<MadePacket[]>([]);
  const dialog = useFgMappingDialog(setPacked);
  const fieldsRef = useRef<HTMLDivElement>(null);

  return (
    <Card>
      <Space style={{ width: "100%", justifyContent: "space-between" }}>
        <Button type="primary" disabled={!IsAdd} onClick={dialog.openDialog}>
          Add FG Mapping
        </Button>
      </Space>
      <DataGrid<FgMapping>
        rowKey="FGMappingId"
        loading={mappings.isLoading}
        dataSource={mappings.data ?? []}
        server={{ grid, total: mappings.data?.[0]?.TotalRows ?? 0 }}
        columns={[
          { title: "Order No", dataIndex: "OrderNo", sorter: true },
          { title: "Requisition No", dataIndex: "RequisitionNo" },
          { title: "FromNo", dataIndex: "FromNo", sorter: true },
          { title: "ToNo", dataIndex: "ToNo", sorter: true },
          { title: "Quantity", dataIndex: "Qty" },
          { title: "Created Date", dataIndex: "CreatedDt", render: (v: string) => formatDisplayDate(v) },
        ]}
      />
      <Modal
        title="Add FG Mapping"
        open={dialog.open}
        width="50vw"
        okText="Save"
        confirmLoading={dialog.saving}
        onOk={() => dialog.form.submit()}
        onCancel={dialog.close}
        destroyOnHidden
        afterOpenChange={(opened) => opened && focusFirstField(fieldsRef.current)}
      >
        <div ref={fieldsRef}>
          <FgMappingFields dialog={dialog} />
        </div>
      </Modal>
      <PacketSlipList title="FG Packets" packets={packed} onClose={() => setPacked([])} fg />
    </Card>
  );
}
