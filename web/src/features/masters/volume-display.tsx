import { volumeOf } from "@wms/domain";
import { Form, type FormInstance, Input } from "antd";

/** The read-only Volume (m^3) of the dialog's Height x Width x Length, once all three are at least 1. */
export function VolumeDisplay({ form }: { form: FormInstance }) {
  const [h, w, l] = [
    Form.useWatch("Height", form),
    Form.useWatch("Width", form),
    Form.useWatch("Length", form),
  ];
  const volume = volumeOf(Number(h), Number(w), Number(l));
  return <Input readOnly aria-label="Volume" value={volume === null ? "" : String(volume)} />;
}
