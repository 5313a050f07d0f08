import "./product-summary.css";

/** The product image, code and description shown above the return and traceability grids, drawn like Ant Design's small Descriptions. */
export function ProductSummary({
  img,
  code,
  description,
}: {
  img: string;
  code: string;
  description: string;
}) {
  const items = [
    { label: "Product Image", children: img ? <img src={img} alt={code} width={64} /> : null },
    { label: "Product Code", children: code },
    { label: "Product Description", children: description },
  ];
  return (
    <dl className="product-summary">
      {items.map((item) => (
        <div key={item.label} className="product-summary-item">
          <dt>{item.label}</dt>
          <dd>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
