import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from './PageTitle';
import { SaveActions } from './SaveActions';

/**
 * An add page: its heading with Cancel (back to `cancelTo`, the leave guard asks first when the page
 * holds one) and Save, then the form. `name` names the browser tab ('Add content product').
 */
export function AddPageFrame({
  title,
  name,
  cancelTo,
  onSave,
  children,
}: {
  /** The heading ('Add new product'). */
  title: string;
  name: string;
  cancelTo: string;
  onSave: () => unknown;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="page-title">
      <PageTitle name={name} extra={<SaveActions onCancel={() => navigate(cancelTo)} onSave={onSave} />}>
        <span id="page-title">{title}</span>
      </PageTitle>
      {children}
    </section>
  );
}
