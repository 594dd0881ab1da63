import { createContext, useContext, useLayoutEffect, useEffect, type RefObject } from 'react';

/**
 * What the form row of one field tells the field's focusable control (issue 13): the ids of its
 * label and error message and whether it is invalid or required. `<FormItem>` provides it; every
 * plugin control spreads {@link useFieldControlProps} (or calls {@link useFieldControlAttributes}
 * for a control it cannot pass props to), so the row's label names the control and an error is
 * announced and tied to it.
 */
export interface FieldA11y {
  /** Id for the field's main control (`<label htmlFor>` targets it). */
  controlId: string;
  /** Id of the visible field title. */
  labelId: string | undefined;
  /** Id of the error message, present while the field has one. */
  errorId: string | undefined;
  /** Id of the help text, when there is one. */
  descriptionId: string | undefined;
  invalid: boolean;
  required: boolean;
  /** The field title as text (names the field's picker dialog), when it is text. */
  title?: string;
  /**
   * Id of a hidden "required" text, while the field is required: a button or group takes no
   * `aria-required`, so {@link fieldButtonProps} adds this to its description instead.
   */
  requiredId?: string;
}

export const FieldA11yContext = createContext<FieldA11y | null>(null);

/** The row's accessibility facts, or null outside a `<FormItem>` (tables, stories). */
export function useFieldA11y(): FieldA11y | null {
  return useContext(FieldA11yContext);
}

/** The ARIA attributes a field control carries. */
export interface FieldControlProps {
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** The attributes of a row's facts (pure: also for code that has the facts in hand). */
export function fieldControlProps(a11y: FieldA11y | null, options: { id?: boolean } = {}): FieldControlProps {
  if (!a11y) return {};
  const describedBy = [a11y.errorId, a11y.descriptionId].filter(Boolean).join(' ');
  return {
    ...(options.id === false ? {} : { id: a11y.controlId }),
    ...(a11y.labelId ? { 'aria-labelledby': a11y.labelId } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(a11y.invalid ? { 'aria-invalid': true as const } : {}),
    ...(a11y.required ? { 'aria-required': true as const } : {}),
  };
}

/**
 * The props to spread on a field's focusable control (input, textarea or picker trigger button):
 * id, `aria-labelledby` (the field title), `aria-describedby` (the error and help text),
 * `aria-invalid` and `aria-required`. Empty outside a form row. Pass `{ id: false }` for a second
 * control of the same field (ids are unique).
 */
export function useFieldControlProps(options: { id?: boolean } = {}): FieldControlProps {
  return fieldControlProps(useFieldA11y(), options);
}

/**
 * {@link fieldControlProps} for a control that takes no `aria-required` (a `<button>`, `role="group"`):
 * the required state is announced through the description (the row's hidden "required" text).
 */
export function fieldButtonProps(a11y: FieldA11y | null, options: { id?: boolean } = {}): Omit<FieldControlProps, 'aria-required'> {
  const { 'aria-required': required, ...props } = fieldControlProps(a11y, options);
  const describedBy = [props['aria-describedby'], required ? a11y?.requiredId : undefined].filter(Boolean).join(' ');
  return { ...props, ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
}

/** {@link fieldButtonProps} of the enclosing form row (picker trigger buttons, add buttons, check box groups). */
export function useFieldButtonProps(options: { id?: boolean } = {}): Omit<FieldControlProps, 'aria-required'> {
  return fieldButtonProps(useFieldA11y(), options);
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
const NAMES = ['id', 'aria-labelledby', 'aria-describedby', 'aria-invalid', 'aria-required'] as const;

/**
 * {@link useFieldControlProps} for a control rendered by a library that drops ARIA props
 * (antd-mobile's Input): the attributes are set on the element `ref` points at (or that `find`
 * returns) after each render.
 */
export function useFieldControlAttributes(ref: RefObject<HTMLElement | null>, find?: (root: HTMLElement) => HTMLElement | null): void {
  const props = useFieldControlProps();
  useIsomorphicLayoutEffect(() => {
    const root = ref.current;
    const element = root && find ? find(root) : root;
    if (!element) return;
    for (const name of NAMES) {
      const value = props[name];
      if (value === undefined) element.removeAttribute(name);
      else element.setAttribute(name, String(value));
    }
  });
}
