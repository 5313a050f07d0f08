import { consumptionMessages as m, type ReturnTypeCode, returnTypes } from "@wms/domain";
import { Suspense } from "react";
import { LightButton, LightCard } from "../../components/light-blocks";
import { LightRadioGroup } from "../../components/light-radio-group";
import { PacketSlipList } from "../../components/packet-slip-list";
import { ProductSummary } from "../../components/product-summary";
import { ScanActions } from "../../components/scan-actions";
import { ScanInput } from "../../components/scan-input";
import { lazyThemed } from "../../platform/lazy-themed";
import { usePagePermission } from "../../platform/permissions";
import { ReturnRowsGrid } from "./return-rows";
import { useReturnRows, useReturnSend } from "./use-return";
import "./return-page.css";

// Ant Design's dialog, loaded when first opened: the screen itself draws without Ant Design.
const ReturnedAgainDialog = lazyThemed(() => import("./returned-again-dialog").then((m) => m.default));

const typeOptions: { value: ReturnTypeCode; label: string }[] = [
  { value: returnTypes.rm, label: "RM Return" },
  { value: returnTypes.fg, label: "FG Return" },
];

/** Return RM & FG (spec 2): scan, choose RM rows (or the whole FG), edit quantities, return to stock. */
export default function ReturnPage() {
  const { IsAdd } = usePagePermission();
  const loaded = useReturnRows();
  const { rows, type } = loaded;
  const { send, sending, again, setAgain, returned, setReturned } = useReturnSend(
    type,
    loaded.chosen,
    loaded.clear,
  );

  const head = rows[0];
  return (
    <LightCard>
      <ScanInput
        placeholder="Scan QR Code"
        onScan={loaded.scan}
        draft={{ screen: "return", taken: loaded.draft }}
      />
      <LightRadioGroup
        className="return-type"
        value={type}
        onChange={loaded.chooseType}
        options={typeOptions}
      />
      {head ? (
        <ProductSummary img={head.ProductImg} code={head.ProductCode} description={head.ProductDscrptn} />
      ) : null}
      <ReturnRowsGrid
        rows={rows}
        type={type}
        selected={loaded.selected}
        typed={loaded.typed}
        onSelect={loaded.setSelected}
        onQuantity={loaded.setQuantity}
      />
      <ScanActions>
        <LightButton
          variant="primary"
          disabled={!IsAdd || rows.length === 0}
          loading={sending}
          onClick={() => void send()}
        >
          Return
        </LightButton>
      </ScanActions>
      {again.length > 0 ? (
        <Suspense fallback={null}>
          <ReturnedAgainDialog rows={again} onClose={() => setAgain([])} />
        </Suspense>
      ) : null}
      <PacketSlipList title={m.returnedPacketsTitle} packets={returned} onClose={() => setReturned([])} />
    </LightCard>
  );
}
