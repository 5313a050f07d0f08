import { shellText } from "@wms/domain";
import { Button, Modal } from "antd";
import { useState } from "react";
import { syncNow, waitingActions } from "../../platform/offline/sync";
import { showToast } from "../../platform/toast";

/**
 * Signing out with actions waiting asks first: sync them now (then sign out, saying any the server could not
 * take), or keep them on the device for the user's next sign-in. They are never sent under another user.
 */
export default function SignOutDialog({
  waiting,
  onCancel,
  onSignOut,
}: {
  /** The signed-in user's actions waiting; the dialog is open while above 0. */
  waiting: number;
  onCancel(): void;
  onSignOut(): void;
}) {
  const [syncing, setSyncing] = useState(false);
  const syncThenSignOut = async () => {
    setSyncing(true);
    try {
      await syncNow();
      const left = await waitingActions();
      if (left > 0) showToast("warning", shellText.signOutStillWaiting(left));
    } finally {
      setSyncing(false);
    }
    onSignOut();
  };
  return (
    <Modal
      open={waiting > 0}
      title={shellText.signOutWaitingTitle(waiting)}
      onCancel={onCancel}
      closable={!syncing}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={syncing}>
          Cancel
        </Button>,
        <Button key="keep" onClick={onSignOut} disabled={syncing}>
          {shellText.signOutKeep}
        </Button>,
        <Button key="sync" type="primary" loading={syncing} onClick={syncThenSignOut}>
          {shellText.signOutSyncNow}
        </Button>,
      ]}
    >
      {shellText.signOutWaitingBody}
    </Modal>
  );
}
