/** Joins class names, skipping empty ones. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

/** RAC's className prop: a string or a function of the component's render props. */
export type ClassNameOrFunction<T> = string | ((values: T & { defaultClassName: string | undefined }) => string);

/** Puts our class first and keeps the caller's `className`, also when it is a function. */
export function withClassName<T>(base: string, className: ClassNameOrFunction<T> | undefined): ClassNameOrFunction<T> {
  if (typeof className === 'function') {
    return (values) => cx(base, className(values));
  }
  return cx(base, className);
}
