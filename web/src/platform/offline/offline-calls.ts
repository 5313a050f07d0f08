import {
  type CallDef,
  cycleCountCalls,
  dispatchCalls,
  inboundCalls,
  type MovePacketsRequest,
  type PutAwayRequest,
  productionCalls,
  stockTransferCalls,
} from "@wms/domain";

/** A bin the user chooses for a refused action instead of the one it named. */
export interface BinChoice {
  BinId: number;
  ColAddress: string;
}

/** An action that may be done offline and sent later. */
export interface OfflineCall {
  def: CallDef;
  /** For an action that names a bin: the same action to another bin (its "choose another bin and resend"). */
  toAnotherBin?: (input: unknown, bin: BinChoice) => unknown;
}

/** The floor's actions that go on offline, by operationId. */
export const offlineCalls: ReadonlyMap<string, OfflineCall> = new Map(
  [
    {
      def: inboundCalls.updateBinInwardMaterialStock,
      toAnotherBin: (input: unknown, bin: BinChoice): PutAwayRequest => ({
        ...(input as PutAwayRequest),
        BinId: bin.BinId,
      }),
    },
    { def: productionCalls.issue.issueRMStore },
    {
      def: stockTransferCalls.movePackets,
      toAnotherBin: (input: unknown, bin: BinChoice): MovePacketsRequest => ({
        ...(input as MovePacketsRequest),
        ToBinAddress: bin.ColAddress,
      }),
    },
    { def: cycleCountCalls.recordCount },
    { def: productionCalls.activity.assembly.create },
    { def: productionCalls.activity.intermediate.create },
    { def: dispatchCalls.createDispatch },
    { def: dispatchCalls.createCustomerReturn },
  ].map((c): [string, OfflineCall] => [c.def.operationId, c]),
);
