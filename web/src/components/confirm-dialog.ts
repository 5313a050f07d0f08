import "./light-blocks.css";
import "./confirm-dialog.css";

export interface ConfirmOptions {
  title: string;
  /** The question under the title; none when the title asks it all. */
  content?: string;
  okText?: string;
  cancelText?: string;
  /** The box's width in px (Ant Design's confirm is 416 unless told). */
  width?: number;
}

let opened = 0;

/** One of the box's two buttons; its click closes the dialog with its value. */
function answerButton(dialog: HTMLDialogElement, text: string, value: "ok" | "cancel") {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `light-btn light-btn-middle light-btn-${value === "ok" ? "primary" : "default"}`;
  button.textContent = text;
  button.addEventListener("click", () => dialog.close(value));
  return button;
}

/** The dialog's DOM: title and question (if any), then No and Yes, Yes focused first (so Enter answers Yes). */
function confirmBox({ title, content, okText = "Yes", cancelText = "No", width = 416 }: ConfirmOptions) {
  const id = `confirm-dialog-${++opened}`;
  const dialog = document.createElement("dialog");
  dialog.className = "confirm-dialog";
  dialog.style.width = `${width}px`;
  dialog.setAttribute("aria-labelledby", `${id}-title`);
  const heading = document.createElement("div");
  heading.className = "confirm-dialog-title";
  heading.id = `${id}-title`;
  heading.textContent = title;
  dialog.append(heading);
  if (content) {
    const question = document.createElement("div");
    question.className = "confirm-dialog-content";
    question.id = `${id}-content`;
    question.textContent = content;
    dialog.setAttribute("aria-describedby", question.id);
    dialog.append(question);
  }
  const buttons = document.createElement("div");
  buttons.className = "confirm-dialog-buttons";
  const ok = answerButton(dialog, okText, "ok");
  buttons.append(answerButton(dialog, cancelText, "cancel"), ok);
  dialog.append(buttons);
  return { dialog, ok };
}

/**
 * Asks a yes-or-no question in a modal `<dialog>`, drawn like Ant Design's confirm, without it: true for Yes,
 * false for No or Escape. The focus goes back where it was when it closes (the browser's own dialog does that).
 */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  const { dialog, ok } = confirmBox(options);
  document.body.append(dialog);
  return new Promise((answered) => {
    dialog.addEventListener("close", () => {
      dialog.remove();
      answered(dialog.returnValue === "ok");
    });
    dialog.showModal();
    ok.focus();
  });
}
