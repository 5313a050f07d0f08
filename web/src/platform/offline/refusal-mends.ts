import {
  type ActivityReportRequest,
  type CreateCustomerReturnRequest,
  type CreateDispatchRequest,
  commonMessages,
  cycleCountCalls,
  dispatchCalls,
  floorText,
  type IssueRmStoreRequest,
  inboundCalls,
  inboundMessages,
  type MovePacketsRequest,
  type PutAwayRequest,
  productionCalls,
  type RecordCountRequest,
  stockTransferCalls,
  stockTransferMessages,
} from "@wms/domain";
import type { OutboxCommand } from "./outbox";

/** What a queued action was, said so the floor knows which one was refused. */
export interface ActionSaid {
  action: string;
  /** Its MRN, requisition, count, target bin or dispatch. */
  document: string;
  /** Its packets; a customer return's scans (serial labels or packets) when `ofScans`. */
  packets: string[];
  ofScans?: true;
}

/** A scan screen the user does a refused action again on, with the scans it starts from (a draft there). */
export interface DoAgain {
  path: string;
  draft: string;
  scans: string[];
  /** The mend's button. */
  label: string;
}

/** How one offline call's refusals are told and mended. */
interface RefusalRules<I> {
  said(input: I): ActionSaid;
  /** The packets the refusal's data names. */
  refusedPackets(data: unknown): string[];
  /** The same action without those packets: null when none would be left. */
  without?(input: I, refused: readonly string[]): I | null;
  /** Whether choosing another bin mends this refusal (a full, unknown or inactive bin; never a packet's state). */
  binMends?(message: string, input: I): boolean;
  /** Where it is done again, from what is left of it (null: doing it again cannot mend this refusal). */
  doAgain?(input: I, rest: string[], refused: readonly string[]): DoAgain | null;
  /** What the record shows if the action is discarded. */
  discardShows(input: I, packets: string[]): string;
}

const codeOf = (data: unknown): string[] =>
  data && typeof data === "object" && "QRCode" in data && typeof data.QRCode === "string"
    ? [data.QRCode]
    : [];

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const putAway: RefusalRules<PutAwayRequest> = {
  said: (input) => ({
    action: floorText.actionPutAway,
    document: input.MRNID ? floorText.ofMrn(input.MRNID) : floorText.ofRequisition(input.RequisitionNo ?? ""),
    packets: input.storeItems.map((s) => s.QRCode),
  }),
  refusedPackets: (data) => (Array.isArray(data) ? data.flatMap(codeOf) : []),
  without: (input, refused) => {
    const storeItems = input.storeItems.filter((s) => !refused.includes(s.QRCode));
    return storeItems.length > 0 ? { ...input, storeItems } : null;
  },
  binMends: (message) =>
    [inboundMessages.binNotEmpty, inboundMessages.binInactive, inboundMessages.binUnknown].includes(
      message as never,
    ),
  discardShows: (_input, packets) => floorText.discardShowsPutAway(packets),
};

export const issueScreen = { path: "/transactions/store-requisition-issue", draft: "issue" } as const;

const issue: RefusalRules<IssueRmStoreRequest> = {
  said: (input) => ({
    action: floorText.actionIssue,
    document: floorText.ofRequisition(input.RequisitionNo),
    packets: input.storeItems.map((s) => s.QRCode),
  }),
  refusedPackets: (data) =>
    data && typeof data === "object" && "QRCodes" in data && Array.isArray(data.QRCodes)
      ? data.QRCodes.map(String)
      : codeOf(data),
  without: (input, refused) => {
    const storeItems = input.storeItems.filter((s) => !refused.includes(s.QRCode));
    return storeItems.length > 0 ? { ...input, storeItems } : null;
  },
  doAgain: (input, rest) => ({
    ...issueScreen,
    scans: [input.RequisitionNo, ...rest],
    label: floorText.pickAgain,
  }),
  discardShows: (input, packets) => floorText.discardShowsIssue(packets, input.RequisitionNo),
};

const move: RefusalRules<MovePacketsRequest> = {
  said: (input) => ({
    action: floorText.actionMove,
    document: floorText.intoBin(input.ToBinAddress),
    packets: input.QRCodes,
  }),
  refusedPackets: codeOf,
  without: (input, refused) => {
    const QRCodes = input.QRCodes.filter((c) => !refused.includes(c));
    if (QRCodes.length === 0) return null;
    return { ...input, QRCodes, FromBins: input.FromBins?.filter((f) => !refused.includes(f.QRCode)) };
  },
  binMends: (message, input) =>
    [
      commonMessages.binMissing(input.ToBinAddress),
      stockTransferMessages.binInactive,
      stockTransferMessages.otherProductInBin(input.ToBinAddress),
      stockTransferMessages.mixedProducts(input.ToBinAddress),
    ].some((m) => sameText(m, message)),
  discardShows: (input, packets) => floorText.discardShowsMove(packets, input.ToBinAddress),
};

const count: RefusalRules<RecordCountRequest> = {
  said: (input) => ({
    action: floorText.actionCount,
    document: floorText.ofCount(input.CountId),
    packets: input.Lines.map((l) => l.QRCode),
  }),
  refusedPackets: codeOf,
  doAgain: (input) => ({
    path: `/transactions/cycle-count?CountId=${input.CountId}`,
    draft: "cycle-count",
    scans: [],
    label: floorText.recount,
  }),
  discardShows: (_input, packets) => floorText.discardShowsCount(packets),
};

const activity: RefusalRules<ActivityReportRequest> = {
  said: (input) => ({
    action: floorText.actionActivity,
    document: floorText.ofRequisition(input.RequisitionNo),
    packets: [],
  }),
  refusedPackets: () => [],
  discardShows: (input) => floorText.discardShowsActivity(input.RequisitionNo),
};

const dispatch: RefusalRules<CreateDispatchRequest> = {
  said: (input) => ({
    action: floorText.actionDispatch,
    document: floorText.ofDispatch(input.DocumentNo),
    packets: input.Packets.map((p) => p.QRCode),
  }),
  refusedPackets: codeOf,
  discardShows: (input, packets) => floorText.discardShowsDispatch(packets, input.DocumentNo),
};

/** A refused scan mends by sending the rest, or by scanning the return again from the dispatch and the rest. */
const customerReturn: RefusalRules<CreateCustomerReturnRequest> = {
  said: (input) => ({
    action: floorText.actionCustomerReturn,
    document: floorText.ofDispatchNo(Number(input.DispatchId)),
    packets: input.Scans,
    ofScans: true,
  }),
  refusedPackets: (data) =>
    data && typeof data === "object" && "Scan" in data && typeof data.Scan === "string" ? [data.Scan] : [],
  without: (input, refused) => {
    const Scans = input.Scans.filter((s) => !refused.includes(s));
    return Scans.length > 0 ? { ...input, Scans } : null;
  },
  doAgain: (input, rest, refused) =>
    refused.length > 0
      ? {
          path: "/transactions/customer-returns",
          draft: "customer-returns",
          scans: [String(input.DispatchId), ...rest],
          label: floorText.returnAgain,
        }
      : null,
  discardShows: (input, scans) => floorText.discardShowsCustomerReturn(scans, Number(input.DispatchId)),
};

const rules: ReadonlyMap<string, RefusalRules<never>> = new Map<string, RefusalRules<never>>([
  [inboundCalls.updateBinInwardMaterialStock.operationId, putAway as RefusalRules<never>],
  [productionCalls.issue.issueRMStore.operationId, issue as RefusalRules<never>],
  [stockTransferCalls.movePackets.operationId, move as RefusalRules<never>],
  [cycleCountCalls.recordCount.operationId, count as RefusalRules<never>],
  [productionCalls.activity.assembly.create.operationId, activity as RefusalRules<never>],
  [productionCalls.activity.intermediate.create.operationId, activity as RefusalRules<never>],
  [dispatchCalls.createDispatch.operationId, dispatch as RefusalRules<never>],
  [dispatchCalls.createCustomerReturn.operationId, customerReturn as RefusalRules<never>],
]);

/** The packets a refusal of the call names, from its error data. */
export const refusedPacketsOf = (operationId: string, data: unknown): string[] =>
  rules.get(operationId)?.refusedPackets(data) ?? [];

/** A refused action as the floor is told it, and each mend that fits its refusal. */
export interface Refusal {
  said: ActionSaid;
  refused: string[];
  /** Another bin mends it (the refusal is the bin's). */
  anotherBin: boolean;
  /** The action without the refused packets, the rest still sent (none: null). */
  rest: { input: unknown; packets: string[] } | null;
  /** Done again on its scan screen, from the packets not refused. */
  doAgain: DoAgain | null;
  discardShows: string;
}

/** What a conflict in the outbox says and which mends it offers; an action of an unknown call offers only Discard. */
export function refusalOf(command: OutboxCommand): Refusal {
  const r = rules.get(command.operationId) as RefusalRules<unknown> | undefined;
  if (!r)
    return {
      said: { action: command.operationId, document: "", packets: [] },
      refused: [],
      anotherBin: false,
      rest: null,
      doAgain: null,
      discardShows: command.message ?? "",
    };
  const said = r.said(command.input);
  const refused = command.refusedPackets ?? [];
  const restInput = refused.length > 0 && r.without ? r.without(command.input, refused) : null;
  const restPackets = said.packets.filter((p) => !refused.includes(p));
  return {
    said,
    refused,
    anotherBin: r.binMends?.(command.message ?? "", command.input) ?? false,
    rest: restInput ? { input: restInput, packets: restPackets } : null,
    doAgain: r.doAgain?.(command.input, restPackets, refused) ?? null,
    discardShows: r.discardShows(command.input, said.packets),
  };
}
