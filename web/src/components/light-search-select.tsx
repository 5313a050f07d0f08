import { type KeyboardEvent, useId, useRef, useState } from "react";
import "./light-input.css";
import "./light-search-select.css";

export interface SearchOption<T> {
  value: T;
  label: string;
}

export interface LightSearchSelectProps<T extends string | number> {
  /** What the last search found (the caller searches, on the server, with what `onSearch` is told). */
  options: SearchOption<T>[];
  /** The search box's id, for a visible <label htmlFor>. */
  id?: string;
  onSearch(typed: string): void;
  onChoose(value: T): void;
  loading?: boolean;
  placeholder?: string;
  "aria-label"?: string;
  className?: string;
  /** Said when the search found nothing (Ant Design's "No data"). */
  emptyText?: string;
}

/** The option one arrow key press moves to, round the list. */
const stepped = (active: number, key: string, count: number) =>
  (active + (key === "ArrowDown" ? 1 : -1) + count) % count;

const optionId = (listId: string, i: number) => `${listId}-option-${i}`;

/** The options found, under the box while it is open; `label` is said when none was found (or while searching). */
function OptionList<T extends string | number>({
  id,
  options,
  current,
  open,
  label,
  "aria-label": ariaLabel,
  onActive,
  onChoose,
}: {
  id: string;
  options: SearchOption<T>[];
  current: SearchOption<T> | undefined;
  open: boolean;
  label: string;
  "aria-label"?: string;
  onActive(index: number): void;
  onChoose(option: SearchOption<T>): void;
}) {
  return (
    <>
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={ariaLabel}
        className="light-search-select-list"
        hidden={!open || options.length === 0}
      >
        {options.map((o, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's keys choose (its active descendant); an option never takes the focus
          <div
            key={o.value}
            id={optionId(id, i)}
            role="option"
            tabIndex={-1}
            aria-selected={o === current}
            className="light-search-select-option"
            // a press keeps the focus in the box, so the list stays until the click chooses
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => onActive(i)}
            onClick={() => onChoose(o)}
          >
            {o.label}
          </div>
        ))}
      </div>
      {open && options.length === 0 ? (
        <div className="light-search-select-list light-search-select-empty">{label}</div>
      ) : null}
    </>
  );
}

/**
 * A search box listing what the server finds for the text typed, to choose one (Ant Design's Select with a search
 * and no value of its own, without it): a combobox and its listbox, arrows move, Enter or a click chooses; the
 * chosen one is told and the box empties and lets go of the focus (back to the screen's scan box).
 */
export function LightSearchSelect<T extends string | number>({
  options,
  id: inputId,
  onSearch,
  onChoose,
  loading,
  placeholder,
  "aria-label": ariaLabel,
  className,
  emptyText = "No data",
}: LightSearchSelectProps<T>) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const current = open ? options[Math.min(active, options.length - 1)] : undefined;

  const search = (text: string) => {
    setTyped(text);
    setOpen(true);
    setActive(0);
    onSearch(text);
  };
  const choose = (option: SearchOption<T>) => {
    search("");
    setOpen(false);
    input.current?.blur();
    onChoose(option.value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (open && options.length > 0)
        setActive((i) => stepped(Math.min(i, options.length - 1), e.key, options.length));
      setOpen(true);
    } else if (e.key === "Enter" && current) {
      e.preventDefault();
      choose(current);
    } else if (e.key === "Escape") setOpen(false);
  };

  return (
    <div className={className ? `light-search-select ${className}` : "light-search-select"}>
      <input
        ref={input}
        id={inputId}
        role="combobox"
        aria-label={ariaLabel}
        aria-expanded={open && options.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={current ? optionId(id, options.indexOf(current)) : undefined}
        aria-busy={loading || undefined}
        autoComplete="off"
        className="light-input light-search-select-input"
        placeholder={placeholder}
        value={typed}
        onChange={(e) => search(e.target.value)}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <OptionList
        id={id}
        options={options}
        current={current}
        open={open}
        label={loading ? "Searching…" : emptyText}
        aria-label={ariaLabel}
        onActive={setActive}
        onChoose={choose}
      />
    </div>
  );
}
