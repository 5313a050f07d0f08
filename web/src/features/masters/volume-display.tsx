import { volumeOf } from "@wms/domain";
import { Form, type FormInstance, Input } from "antd";
import type { MasterField } from "../../components/master-table";

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

/** Height, Width, Length in cm and the computed Volume: the dimension fields of bins and cartons. */
export const dimensionFields: MasterField[] = [
  { name: "Height", label: "Height (cm)" },
  { name: "Width", label: "Width (cm)" },
  { name: "Length", label: "Length (cm)" },
  {
    name: "Volume",
    label: "Volume (m³)",
    required: false,
    unbound: true,
    input: (form) => <VolumeDisplay form={form} />,
  },
];
