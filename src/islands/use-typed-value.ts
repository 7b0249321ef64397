import { useCallback, useEffect, useRef, type Ref } from 'react';

/**
 * For a text field in an island: what the visitor typed before the island hydrated stays in the
 * field, but React's state starts from the prerendered (empty) value. Once hydrated, the field's
 * text is handed to `onChange`, as if typed now. Returns the ref for the field (merged with `ref`).
 */
export function useTypedValue(value: string, onChange: (value: string) => void, ref?: Ref<HTMLInputElement>) {
  const field = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // Only once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return useCallback(
    (element: HTMLInputElement | null) => {
      field.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) (ref as { current: HTMLInputElement | null }).current = element;
    },
    [ref],
  );
}
