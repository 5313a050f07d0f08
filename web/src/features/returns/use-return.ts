import {
  decimalsProblem,
  type MadePacket,
  consumptionMessages as m,
  type ReturnTypeCode,
  returnQuantityOf,
  returnTypes,
  sameQrCode,
} from "@wms/domain";
import { useState } from "react";
import { confirmDiscard } from "../../components/confirm-discard";
import { showToast } from "../../platform/toast";
import { fetchReturnRows, type ReturnedAgainRow, type ReturnRow, useSubmitReturn } from "./api";

/** What a scan loaded to return: its rows, RM or FG, the RM rows ticked, and the quantities as edited. */
export function useReturnRows() {
  const [rows, setRows] = useState<ReturnRow[]>([]);
  const [type, setType] = useState<ReturnTypeCode>(returnTypes.rm);
  const [selected, setSelected] = useState<number[]>([]);
  // each edited quantity's text as typed, by RequisitionIssueId: shown as typed, the row keeps its number
  const [typed, setTyped] = useState<Record<number, string>>({});
  // what the loaded rows were scanned as: the draft gives it back, then the packets ticked
  const [lookedUp, setLookedUp] = useState("");

  const lookup = async (text: string) => {
    const answer = await fetchReturnRows(text);
    setLookedUp(text);
    setRows(answer.ResponseCode === "200" ? answer.ResponseData : []);
    setSelected([]);
    setTyped({});
  };

  /** A packet of the loaded rows ticks its row; any other scan loads what it stands for, asking before ticked rows are lost. */
  const scan = (text: string) => {
    if (!text) return showToast("warning", m.enterProductCode);
    const packet = rows.find((r) => sameQrCode(r.QRCode, text));
    if (packet && type === returnTypes.rm) {
      setSelected((current) =>
        current.includes(packet.RequisitionIssueId) ? current : [...current, packet.RequisitionIssueId],
      );
      return;
    }
    return selected.length === 0 ? lookup(text) : confirmDiscard(selected.length, () => lookup(text));
  };

  const setQuantity = (id: number, text: string) => {
    setTyped((current) => ({ ...current, [id]: text }));
    setRows((current) =>
      current.map((r) => (r.RequisitionIssueId === id ? { ...r, Quantity: returnQuantityOf(text) } : r)),
    );
  };

  const chooseType = (next: ReturnTypeCode) => {
    setType(next);
    setSelected([]);
  };

  /** Returned: nothing loaded, nothing ticked. */
  const clear = () => {
    setRows([]);
    setSelected([]);
    setTyped({});
  };

  const ticked = rows.filter((r) => selected.includes(r.RequisitionIssueId));
  const chosen = type === returnTypes.fg ? rows : ticked;
  const draft = rows.length === 0 ? [] : [lookedUp, ...ticked.map((r) => r.QRCode)];

  return { rows, type, selected, setSelected, typed, chosen, draft, scan, setQuantity, chooseType, clear };
}

/**
 * The return of the rows chosen, checked first; `onReturned` clears what was loaded. Returned, its new packets are
 * kept to print; refused for rows returned before, those rows are kept to show.
 */
export function useReturnSend(type: ReturnTypeCode, chosen: ReturnRow[], onReturned: () => void) {
  const submit = useSubmitReturn();
  const [again, setAgain] = useState<ReturnedAgainRow[]>([]);
  const [returned, setReturned] = useState<MadePacket[]>([]);

  const send = async () => {
    if (chosen.length === 0) return showToast("warning", m.nothingToReturn);
    if (chosen.some((r) => r.Quantity <= 0)) return showToast("warning", m.insertPacketQty);
    const decimals = decimalsProblem(...chosen.map((r) => r.Quantity));
    if (decimals) return showToast("warning", decimals);
    const answer = await submit.mutateAsync({
      ReturnType: type,
      ReturnList: chosen.map((r) => ({ RequisitionIssueId: r.RequisitionIssueId, Quantity: r.Quantity })),
      RandomSeqNo: Math.floor(Math.random() * 1_000_000_000),
    });
    if (answer.ResponseCode === "200") {
      onReturned();
      setReturned((answer.ResponseData ?? []) as MadePacket[]);
    } else if (
      answer.ResponseCode === "400" &&
      Array.isArray(answer.ResponseData) &&
      answer.ResponseData.length > 0
    ) {
      setAgain(answer.ResponseData as ReturnedAgainRow[]);
    }
  };

  return { send, sending: submit.isPending, again, setAgain, returned, setReturned };
}
