import { createContext, type ReactNode, useContext } from 'react';
import { DATE_FORMAT, DATE_TIME_FORMAT } from './date-format';

/**
 * CONST-07/CONF-09 (docs/decisions.md): pages write a day 'YYYY-MM-DD' and a moment 'YYYY-MM-DD
 * HH:mm:ss'; inside a modal a day reads 'MM/DD/YYYY' and a moment 'MM/DD/YYYY HH:mm:ss'. A modal
 * provides its formats to everything it shows (`ModalDates`, done by ActionDialog and so FormDialog);
 * `DateTime`, the log tables and the pickers of a modal take them from `useDateFormats`. The entitlement
 * dialog keeps 'YYYY-MM-DD' (CUS-ENTM-04 names it: the specific rule wins over the general one).
 */
export const MODAL_DATE_FORMAT = 'MM/DD/YYYY';
export const MODAL_DATE_TIME_FORMAT = 'MM/DD/YYYY HH:mm:ss';

export interface DateFormats {
  readonly date: string;
  readonly dateTime: string;
}

export const PAGE_DATES: DateFormats = { date: DATE_FORMAT, dateTime: DATE_TIME_FORMAT };
export const MODAL_DATES: DateFormats = { date: MODAL_DATE_FORMAT, dateTime: MODAL_DATE_TIME_FORMAT };

const Formats = createContext<DateFormats>(PAGE_DATES);

/** The date formats where a component is shown: a page's, or a modal's inside `ModalDates`. */
export function useDateFormats(): DateFormats {
  return useContext(Formats);
}

/** Wraps a modal's content: its dates read 'MM/DD/YYYY'. */
export function ModalDates({ children }: { children: ReactNode }) {
  return <Formats.Provider value={MODAL_DATES}>{children}</Formats.Provider>;
}

/**
 * A picker's `format` in a modal: shown in the modal's format, and a date typed the pages' way is read
 * too (antd parses a typed value with every format of the list and shows it with the first).
 */
export function pickerFormats(formats: DateFormats, kind: 'date' | 'dateTime'): string[] {
  const page = PAGE_DATES[kind];
  return formats[kind] === page ? [page] : [formats[kind], page];
}
