import { Typography } from "antd";

/** A route whose screen a later change fills: its heading only. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Typography.Title level={3} className="page-title">
      {title}
    </Typography.Title>
  );
}
