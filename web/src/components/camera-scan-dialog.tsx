import { Alert, Modal } from "antd";
import { useEffect, useRef, useState } from "react";

interface Props {
  title: string;
  onRead(code: string): void;
  onClose(): void;
}

interface Detector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
};

/** The browser's own QR reader where it has one, else the WebAssembly decoder, loaded only now. */
async function qrReader(): Promise<
  (video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>
> {
  const Native = (window as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats()).includes("qr_code")) {
    const detector = new Native({ formats: ["qr_code"] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { decodeQr } = await import("./qr-wasm-decoder");
  return (video, canvas) => {
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context || canvas.width === 0) return Promise.resolve(null);
    context.drawImage(video, 0, 0);
    return decodeQr(context.getImageData(0, 0, canvas.width, canvas.height));
  };
}

/** Reads QR codes from the device camera until one is read; the code goes to the same handler as a wedge scan. */
export default function CameraScanDialog({ title, onRead, onClose }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const read = useRef(onRead);
  read.current = onRead;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    const canvas = document.createElement("canvas");
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "environment" },
          audio: false,
        });
        if (stopped || !video.current) {
          // closed while the camera was opening: release it now, or its light stays on
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        video.current.srcObject = stream;
        await video.current.play();
        const decode = await qrReader();
        while (!stopped) {
          const code = video.current ? await decode(video.current, canvas) : null;
          if (code && !stopped) {
            stopped = true;
            read.current(code);
            return;
          }
          await new Promise((done) => setTimeout(done, 150));
        }
      } catch (err) {
        if (!stopped) setProblem((err as Error).message || "The camera cannot be opened.");
      }
    })();
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Modal
      title={`${title} with camera`}
      open
      onCancel={onClose}
      footer={null}
      className="camera-scan-dialog"
    >
      {problem ? <Alert type="error" title={problem} showIcon /> : null}
      <video ref={video} className="camera-scan-video" muted playsInline aria-label="Camera view" />
    </Modal>
  );
}
