import { Descriptions, Image } from "antd";

/** The product image, code and description shown above the return and traceability grids. */
export function ProductSummary({
  img,
  code,
  description,
}: {
  img: string;
  code: string;
  description: string;
}) {
  return (
    <Descriptions size="small" column={3} style={{ margin: "16px 0" }}>
      <Descriptions.Item label="Product Image">
        {img ? <Image src={img} alt={code} width={64} /> : null}
      </Descriptions.Item>
      <Descriptions.Item label="Product Code">{code}</Descriptions.Item>
      <Descriptions.Item label="Product Description">{description}</Descriptions.Item>
    </Descriptions>
  );
}
