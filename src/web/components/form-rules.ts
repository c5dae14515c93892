import type { Rule } from 'antd/es/form';

/** A form rule from a shared check: its message, or none. */
export const checkedBy = <T>(problem: (value: T) => string | null): Rule => ({
  validator: (_rule, value: T) => {
    const message = problem(value);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/** A form rule: the message when the value is missing (undefined, null, '' or an empty list). */
export const required = (message: string): Rule => ({
  validator: (_rule, value: unknown) =>
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
      ? Promise.reject(new Error(message))
      : Promise.resolve(),
});

/** A text counts as the server counts it: trimmed (MKT-06). */
export const trimmedLength = (text: string) => text.trim().length;
