import { App as AntApp } from "antd";
import { type ReactNode, useEffect } from "react";
import { Themed } from "../../platform/themed";
import { bindToasts } from "../../platform/toast";

/** Where a handheld's toast starts: under the header (52 px) and a gap. */
const handheldToastTop = 60;

function ToastHost() {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    bindToasts(notification);
    return () => bindToasts(null);
  }, [notification]);
  return null;
}

/**
 * Ant Design's theme, toasts and dialogs around a screen drawn with it: loaded with the first such screen, so a
 * light screen opens without Ant Design.
 */
export default function AntFrame({ children }: { children: ReactNode }) {
  return (
    <Themed>
      {/* a toast at the top starts under the sticky header (52 px on a handheld): its buttons stay uncovered */}
      <AntApp notification={{ top: handheldToastTop }}>
        <ToastHost />
        {children}
      </AntApp>
    </Themed>
  );
}
