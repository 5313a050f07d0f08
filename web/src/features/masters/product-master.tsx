import { fgSerialsPerPacketMax, masterCalls } from "@wms/domain";
import { InputNumber } from "antd";
import { type MasterConfig, MasterTable } from "../../components/master-table";
import { useProductTypes } from "./api";
import { LookupSelect } from "./lookup-select";
import { ProductImageInput } from "./product-image-input";

function ProductTypeSelect(props: { value?: number; onChange?: (v: number) => void }) {
  const { data } = useProductTypes();
  return <LookupSelect label="Product Type" options={data} {...props} />;
}

const config: MasterConfig<typeof masterCalls.product> = {
  calls: masterCalls.product,
  title: "Product Master",
  dialogTitle: "Product",
  idField: "ProductId",
  history: { entity: "Product", title: (row) => row.ProductCd },
  paging: "server",
  newRow: { FGSerialsPerPacket: 1 },
  // 10,000 products at a large plant: paged, searched and sorted by the server.
  columns: [
    { title: "Product Code", dataIndex: "ProductCd", sorter: true },
    { title: "Product Description", dataIndex: "ProductDscrptn", sorter: true },
    { title: "Product Type", dataIndex: "ProductTypeName", sorter: true },
    { title: "UOM", dataIndex: "UOM", sorter: true },
    {
      title: "Product Image",
      dataIndex: "ProductImg",
      render: (src: string) => (src ? <img src={src} alt="Product" className="product-thumb" /> : null),
    },
  ],
  fields: [
    { name: "ProductCd", label: "Product Code" },
    { name: "ProductDscrptn", label: "Product Description" },
    { name: "ProductTypeId", label: "Product Type", input: () => <ProductTypeSelect /> },
    { name: "UOM", label: "UOM" },
    { name: "Value", label: "Value" },
    { name: "Level", label: "Level" },
    { name: "Revision", label: "Revision" },
    {
      name: "FGSerialsPerPacket",
      label: "Serials per FG packet",
      required: false,
      input: () => <InputNumber min={1} max={fgSerialsPerPacketMax} precision={0} placeholder="1" />,
    },
    { name: "ProductImg", label: "Product Image", input: () => <ProductImageInput /> },
  ],
};

export default function ProductMaster() {
  return <MasterTable config={config} />;
}
