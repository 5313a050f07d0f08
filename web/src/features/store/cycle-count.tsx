import { cycleCountText as text } from "@wms/domain";
import { Suspense, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { LightCard } from "../../components/light-blocks";
import { ScanInput } from "../../components/scan-input";
import { lazyThemed } from "../../platform/lazy-themed";
import { usePagePermission } from "../../platform/permissions";
import { CountingPanel } from "./cycle-count-counting";
import { countDraftScreen, useCounting } from "./use-counting";
import "./cycle-count.css";

// The list (a server-paged grid) and a count's detail stay Ant Design (in its theme): neither is needed for the first scan.
const CountList = lazyThemed(() => import("./cycle-count-list").then((m) => m.default));
const CountDetailDialog = lazyThemed(() => import("./cycle-count-detail").then((m) => m.default));

/**
 * Cycle Count (issue 22 item 6): scan a bin's label to start its count, then scan each packet and type the qty
 * counted into the same box (blind: the system's qty is never shown while counting), submit to see the
 * variances; an approver (Edit right) opens a submitted count from the list and approves it.
 */
export default function CycleCountPage() {
  const { IsAdd, IsEdit } = usePagePermission();
  const [viewing, setViewing] = useState<number | null>(null);
  // A count refused at sync is counted again from its detail (Needs attention's Count again).
  const [params] = useSearchParams();
  useEffect(() => {
    const countId = Number(params.get("CountId"));
    if (countId) setViewing(countId);
  }, [params]);
  const { count, counted, scan, continueCounting, submitted, cancelled } = useCounting(setViewing);
  const { asking, pending } = counted;

  return (
    <LightCard className="cycle-count">
      <ScanInput
        placeholder={count ? (asking ? text.qtyOf(asking) : text.scanPacket) : text.scanBin}
        aria-label={count ? text.scanPacket : text.scanBin}
        disabled={!IsAdd}
        submitLabel={count ? undefined : "Start"}
        onScan={scan}
        draft={{ screen: countDraftScreen, taken: count ? [count.BinAddress, ...pending] : [] }}
      />
      {count ? (
        <CountingPanel
          count={count}
          counted={counted}
          canAdd={IsAdd}
          onSubmitted={submitted}
          onCancelled={cancelled}
        />
      ) : null}
      <h4 className="count-list-title">Counts</h4>
      <Suspense fallback={null}>
        <CountList onOpen={setViewing} />
        {viewing !== null ? (
          <CountDetailDialog
            countId={viewing}
            canApprove={IsEdit}
            onClose={() => setViewing(null)}
            onContinue={continueCounting}
          />
        ) : null}
      </Suspense>
    </LightCard>
  );
}
