import { formatDisplayDate, consumptionMessages as m, nextFromNo, toNoOf } from "@wms/domain";
import { Button, Card, Form, InputNumber, Modal, Select, Space, Table, Typography } from "antd";
import { useState } from "react";
import { usePagePermission } from "../../app/permissions";
import {
  type FgMapping,
  useCreateFgMapping,
  useFgMappings,
  useFgRequisitions,
  useMaxNo,
} from "./consumption-api";

const pagination = { defaultPageSize: 10, pageSizeOptions: [10, 20, 50], showSizeChanger: true };

interface MappingForm {
  RequisitionId: number;
  FromNo: number;
  Qty: number;
}

/** Final Production (spec 2): FG serial ranges per FG requisition; create only. */
export default function FinalProductionPage() {
  const { IsAdd } = usePagePermission();
  const mappings = useFgMappings();
  const requisitions = useFgRequisitions();
  const maxNo = useMaxNo();
  const create = useCreateFgMapping();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<MappingForm>();
  const fromNo = Form.useWatch("FromNo", form);
  const qty = Form.useWatch("Qty", form);
  const toNo = fromNo && qty ? toNoOf(fromNo, qty) : undefined;

  const openDialog = () => {
    form.resetFields();
    form.setFieldsValue({ FromNo: nextFromNo(maxNo.data) });
    setOpen(true);
  };

  const save = async (values: MappingForm) => {
    const requisition = requisitions.data?.find((r) => r.RequisitionId === values.RequisitionId);
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
      setOpen(false);
      form.resetFields();
    }
  };

  return (
    <Card>
      <Space style={{ width: "100%", justifyContent: "space-between" }}>
        <Typography.Title level={3} className="page-title">
          Final Production
        </Typography.Title>
        <Button type="primary" disabled={!IsAdd} onClick={openDialog}>
          Add FG Mapping
        </Button>
      </Space>
      <Table<FgMapping>
        rowKey="FGMappingId"
        size="small"
        loading={mappings.isLoading}
        dataSource={mappings.data ?? []}
        pagination={pagination}
        locale={{ emptyText: m.noData }}
        columns={[
          { title: "Order No", dataIndex: "OrderNo", sorter: (a, b) => a.OrderNo.localeCompare(b.OrderNo) },
          { title: "Requisition No", dataIndex: "RequisitionNo" },
          { title: "FromNo", dataIndex: "FromNo", sorter: (a, b) => a.FromNo - b.FromNo },
          { title: "ToNo", dataIndex: "ToNo", sorter: (a, b) => a.ToNo - b.ToNo },
          { title: "Quantity", dataIndex: "Qty" },
          { title: "Created Date", dataIndex: "CreatedDt", render: (v: string) => formatDisplayDate(v) },
        ]}
      />
      <Modal
        title="Add FG Mapping"
        open={open}
        width="50vw"
        okText="Save"
        confirmLoading={create.isPending}
        onOk={() => form.submit()}
        onCancel={() => {
          setOpen(false);
          form.resetFields();
        }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
          <Form.Item
            name="RequisitionId"
            label="Requisition"
            rules={[{ required: true, message: m.selectRequisition }]}
          >
            <Select
              placeholder="Select Requisition"
              options={(requisitions.data ?? [])
                .filter((r) => r.ProductTypeId === 1)
                .map((r) => ({ value: r.RequisitionId, label: r.OrderRequisitionNo }))}
            />
          </Form.Item>
          <Form.Item name="FromNo" label="FromNo" rules={[{ required: true, message: m.enterFromNo }]}>
            <InputNumber min={1} precision={0} style={{ width: "100%" }} onPressEnter={() => form.submit()} />
          </Form.Item>
          <Form.Item name="Qty" label="Quantity" rules={[{ required: true, message: m.enterQuantity }]}>
            <InputNumber min={1} precision={0} style={{ width: "100%" }} onPressEnter={() => form.submit()} />
          </Form.Item>
          <Form.Item label="ToNo" required>
            <InputNumber aria-label="ToNo" value={toNo} readOnly style={{ width: "100%" }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
