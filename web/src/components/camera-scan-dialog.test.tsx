import { render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import CameraScanDialog from "./camera-scan-dialog";

afterEach(() => {
  Reflect.deleteProperty(navigator, "mediaDevices");
});

describe("CameraScanDialog", () => {
  it("releases a camera that opens only after the dialog was closed, so its light goes off", async () => {
    const stop = vi.fn();
    let grant: (stream: MediaStream) => void = () => undefined;
    const getUserMedia = vi.fn(
      () =>
        new Promise<MediaStream>((done) => {
          grant = done;
        }),
    );
    Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
    const dialog = render(<CameraScanDialog title="Scan QR Code" onRead={vi.fn()} onClose={vi.fn()} />);
    await waitFor(() => expect(getUserMedia).toHaveBeenCalled());
    dialog.unmount();
    grant({ getTracks: () => [{ stop }] } as unknown as MediaStream);
    await waitFor(() => expect(stop).toHaveBeenCalled());
  });
});
