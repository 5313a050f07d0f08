import { Button, Space, Typography } from "antd";

/** The document a dispatch screen works on (an order, a dispatch): its number, its customer, and a way to change it. */
export function CustomerDocumentHead({
  number,
  customer,
  changeLabel,
  onChange,
}: {
  number: string;
  customer: { CustomerCode: string; CustomerName: string };
  changeLabel: string;
  onChange(): void;
}) {
  return (
    <Space wrap>
      <Typography.Text strong>{number}</Typography.Text>
      <Typography.Text>
        {customer.CustomerCode}: {customer.CustomerName}
      </Typography.Text>
      <Button size="small" onClick={onChange}>
        {changeLabel}
      </Button>
    </Space>
  );
}
