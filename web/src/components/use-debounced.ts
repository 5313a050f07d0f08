import { useEffect, useState } from "react";

/** `value`, once it has stopped changing for `ms` (paging and autocomplete wait 250 ms). */
export function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}
