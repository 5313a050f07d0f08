import { useQueryClient } from "@tanstack/react-query";
import { shellText, stockTransferCalls } from "@wms/domain";
import { Button, Select, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { callKey } from "../../platform/api/client";
import type { BinChoice } from "../../platform/offline/offline-calls";
import { useBinAddresses } from "../use-bin-addresses";

/**
 * Another bin for a refused action: the empty bins the device knows (the list loaded again when the server
 * answers), searchable by typing or scanning the label, the refused bin left out; Resend sends it there.
 */
export function AnotherBinChooser({
  refusedBinId,
  onResend,
}: {
  refusedBinId: number | undefined;
  onResend: (bin: BinChoice) => void;
}) {
  const queryClient = useQueryClient();
  const known = useBinAddresses();
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: callKey(stockTransferCalls.getBinAddresses) });
  }, [queryClient]);
  const empty = known.bins.filter((b) => !b.ColStatus && b.BinId !== refusedBinId);
  const bin = empty.find((b) => b.BinId === chosen);
  if (empty.length === 0)
    return <Typography.Text type="secondary">{shellText.outboxNoEmptyBin}</Typography.Text>;
  return (
    <Space.Compact style={{ width: "100%" }}>
      <Select
        aria-label={shellText.outboxEmptyBin}
        placeholder={shellText.outboxEmptyBin}
        showSearch
        size="large"
        style={{ flex: 1, minWidth: 0 }}
        value={chosen}
        onChange={setChosen}
        optionFilterProp="label"
        options={empty.map((b) => ({ value: b.BinId, label: b.ColAddress }))}
      />
      <Button
        size="large"
        type="primary"
        disabled={!bin}
        onClick={() => bin && onResend({ BinId: bin.BinId, ColAddress: bin.ColAddress })}
      >
        {shellText.outboxResend}
      </Button>
    </Space.Compact>
  );
}
