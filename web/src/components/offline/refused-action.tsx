import { floorText, shellText } from "@wms/domain";
import { Button, Modal, Space, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useNavigate } from "react-router";
import { offlineCalls } from "../../platform/offline/offline-calls";
import type { OutboxCommand, OutboxStore } from "../../platform/offline/outbox";
import { type Refusal, refusalOf } from "../../platform/offline/refusal-mends";
import { discardQueued, resendQueued } from "../../platform/offline/sync";
import { addToScanDraft } from "../../platform/scan-draft";
import { useBinAddresses } from "../use-bin-addresses";
import { AnotherBinChooser } from "./another-bin-chooser";

/** The bin a put-away was for, by its address as the device knows it. */
function IntoBin({ binId }: { binId: number }) {
  const address = useBinAddresses().bins.find((b) => b.BinId === binId)?.ColAddress;
  return address ? ` · ${floorText.intoBin(address)}` : null;
}

/** How the action's list is counted and named: packets, or a customer return's scans (serial labels or packets). */
const listWords = (ofScans: boolean) =>
  ofScans
    ? { count: floorText.scans, refused: floorText.refusedScans, sendRest: floorText.sendRestScans }
    : { count: floorText.packets, refused: floorText.refusedPackets, sendRest: floorText.sendRest };

/**
 * The mends that fit a refusal: send to another bin, send the rest, do it again on its scan screen (its scans
 * kept in the screen's draft), or discard it.
 */
function RefusalMends({
  command: c,
  store,
  refusal,
  canChooseBin,
  onChooseBin,
  resend,
  onLeave,
  sendRestLabel,
}: {
  command: OutboxCommand;
  store: OutboxStore;
  refusal: Refusal;
  canChooseBin: boolean;
  onChooseBin(): void;
  resend(input: unknown): Promise<void>;
  onLeave(): void;
  sendRestLabel(packets: number): string;
}) {
  const navigate = useNavigate();
  const doAgain = refusal.doAgain;
  // the hook's confirm, not the static one: drawn in the theme around the list, which a static call never reads
  const [modal, confirmHolder] = Modal.useModal();
  const discard = () =>
    modal.confirm({
      title: floorText.discardTitle,
      content: refusal.discardShows,
      okText: floorText.discardYes,
      okButtonProps: { danger: true },
      cancelText: floorText.discardNo,
      width: 350,
      onOk: () => discardQueued(c.id, store),
    });
  return (
    <>
      {confirmHolder}
      <Space wrap>
        {canChooseBin ? (
          <Button size="large" onClick={onChooseBin}>
            {shellText.outboxChooseBin}
          </Button>
        ) : null}
        {refusal.rest ? (
          <Button size="large" type="primary" onClick={() => void resend(refusal.rest?.input)}>
            {sendRestLabel(refusal.rest.packets.length)}
          </Button>
        ) : null}
        {doAgain ? (
          <Button
            size="large"
            onClick={async () => {
              // the scans go to the screen's draft before the action leaves the outbox: nothing is lost between
              addToScanDraft(doAgain.draft, doAgain.scans);
              await discardQueued(c.id, store);
              onLeave();
              navigate(doAgain.path);
            }}
          >
            {doAgain.label}
          </Button>
        ) : null}
        <Button size="large" onClick={discard}>
          {shellText.outboxDiscard}
        </Button>
      </Space>
    </>
  );
}

/**
 * One action the server refused at sync: what it was (action, document, packets), the server's word and the
 * packets it refused, and the mends that fit that refusal; Discard asks first, saying what the record will show.
 */
export function RefusedAction({
  command: c,
  store,
  onLeave,
}: {
  command: OutboxCommand;
  store: OutboxStore;
  /** The user goes to a scan screen to do it again: the list closes. */
  onLeave: () => void;
}) {
  const [choosingBin, setChoosingBin] = useState(false);
  const refusal = refusalOf(c);
  const { said } = refusal;
  const words = listWords(said.ofScans === true);
  const toAnotherBin = refusal.anotherBin ? offlineCalls.get(c.operationId)?.toAnotherBin : undefined;
  const refusedBinId = (c.input as { BinId?: number }).BinId;
  // a send that finds the server gone again leaves it waiting: the banner says so
  const resend = (input: unknown) => resendQueued(c, input, store).catch(() => {});
  const heading = [
    said.action,
    said.document,
    said.packets.length > 0 ? words.count(said.packets.length) : null,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Typography.Text strong>
        {heading}
        {refusedBinId ? <IntoBin binId={refusedBinId} /> : null}
      </Typography.Text>
      <Typography.Text>{c.message}</Typography.Text>
      {refusal.refused.length > 0 ? (
        <Typography.Text type="danger">{words.refused(refusal.refused)}</Typography.Text>
      ) : null}
      <Typography.Text type="secondary">
        {shellText.outboxDoneAt(dayjs(c.doneAt).format("D MMM YYYY HH:mm"))}
      </Typography.Text>
      {toAnotherBin && choosingBin ? (
        <AnotherBinChooser
          refusedBinId={refusedBinId}
          onResend={(bin) => {
            setChoosingBin(false);
            void resend(toAnotherBin(c.input, bin));
          }}
        />
      ) : null}
      <RefusalMends
        command={c}
        store={store}
        refusal={refusal}
        canChooseBin={Boolean(toAnotherBin) && !choosingBin}
        onChooseBin={() => setChoosingBin(true)}
        resend={resend}
        onLeave={onLeave}
        sendRestLabel={words.sendRest}
      />
    </Space>
  );
}
