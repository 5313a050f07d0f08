import { UploadOutlined } from "@ant-design/icons";
import { Button, Space, Upload } from "antd";
import { useState } from "react";
import { uploadProductImage } from "./api";

/** Picks an image, uploads it at once, and keeps the answered path as the field's value. */
export function ProductImageInput({
  value,
  onChange,
}: {
  value?: string;
  onChange?: (path: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Space>
      <Upload
        accept="image/*"
        showUploadList={false}
        beforeUpload={async (file) => {
          setBusy(true);
          try {
            const path = await uploadProductImage(file);
            if (path) onChange?.(path);
          } finally {
            setBusy(false);
          }
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          Upload Image
        </Button>
      </Upload>
      {value ? <img src={value} alt="Product" className="product-thumb" /> : null}
    </Space>
  );
}
