import type { ReactNode } from "react";
import "./scan-actions.css";

/**
 * A scan screen's actions (Pick-Up, Submit, Return, ...). On a desk they close the page; on a handheld they
 * are a bar held at the foot of the screen, where one thumb reaches, with buttons a thumb can hit.
 */
export function ScanActions({ children }: { children: ReactNode }) {
  return <div className="scan-actions">{children}</div>;
}
