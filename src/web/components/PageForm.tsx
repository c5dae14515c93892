import { Form, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import type { RichTextLocale } from '../../shared/domain/rich-text';

/** What a record's add and edit form gets from its page (the add page, the detail's edit mode). */
export interface PageFormProps<V> {
  form: FormInstance<V>;
  initialValues: V;
  /** A user change (the page marks itself dirty). */
  onEdited: () => void;
  /** Shown with the fields (the stale-save notice). */
  notice?: ReactNode;
}

/** The same, for a form with English and Spanish tabs: the open tab is the page's. */
export interface LocalizedPageFormProps<V> extends PageFormProps<V> {
  locale: RichTextLocale;
  onLocaleChange: (locale: RichTextLocale) => void;
}

/**
 * The one way a page's add and edit form is drawn: labels above the fields, the form named for its
 * record (`label`, the form's accessible name the browser tests find it by).
 */
export function PageForm<V extends object>({
  label,
  children,
  ...props
}: Omit<FormProps<V>, 'layout' | 'aria-label' | 'form' | 'initialValues' | 'children'> & {
  form: FormInstance<V>;
  initialValues: V;
  label: string;
  children: ReactNode;
}) {
  return (
    <Form<V> layout="vertical" aria-label={label} {...props}>
      {children}
    </Form>
  );
}
