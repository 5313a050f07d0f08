import { LightButton } from "../../components/light-blocks";
import "./customer-document-head.css";

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
    <div className="customer-document-head">
      <strong>{number}</strong>
      <span>
        {customer.CustomerCode}: {customer.CustomerName}
      </span>
      <LightButton size="small" onClick={onChange}>
        {changeLabel}
      </LightButton>
    </div>
  );
}
