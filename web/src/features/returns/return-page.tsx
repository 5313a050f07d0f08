import { consumptionMessages as m, returnTypes } from "@wms/domain";
import { Button, Card, Radio } from "antd";
import { PacketSlipList } from "../../components/packet-slip-list";
import { ProductSummary } from "../../components/product-summary";
import { ScanActions } from "../../components/scan-actions";
import { ScanInput } from "../../components/scan-input";
import { usePagePermission } from "../../platform/permissions";
import { ReturnedAgainDialog, ReturnRowsGrid } from "./return-rows";
import { useReturnRows, useReturnSend } from "./use-return";

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
    <Card>
      <ScanInput
        placeholder="Scan QR Code"
        onScan={loaded.scan}
        draft={{ screen: "return", taken: loaded.draft }}
      />
      <Radio.Group
        style={{ margin: "8px 0" }}
        value={type}
        onChange={(e) => loaded.chooseType(e.target.value)}
        options={[
          { value: returnTypes.rm, label: "RM Return" },
          { value: returnTypes.fg, label: "FG Return" },
        ]}
      />
      {head ? (
        <ProductSummary img={head.ProductImg} code={head.ProductCode} description={head.ProductDscrptn} />
      ) : null}
      <ReturnRowsGrid
        rows={rows}
        type={type}
        selected={loaded.selected}
        onSelect={loaded.setSelected}
        onQuantity={loaded.setQuantity}
      />
      <ScanActions>
        <Button
          type="primary"
          disabled={!IsAdd || rows.length === 0}
          loading={sending}
          onClick={() => void send()}
        >
          Return
        </Button>
      </ScanActions>
      <ReturnedAgainDialog rows={again} onClose={() => setAgain([])} />
      <PacketSlipList title={m.returnedPacketsTitle} packets={returned} onClose={() => setReturned([])} />
    </Card>
  );
}
