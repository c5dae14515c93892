import { DatePicker, Form, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import type { Customer } from '../../../shared/contracts/customers';
import type { Entitlement, EntitlementCourse } from '../../../shared/contracts/entitlements';
import { ENTITLEMENT_MESSAGES, ENTITLEMENT_SUCCESS, endOfDay } from '../../../shared/domain/entitlement';
import { NOTHING_TO_SAVE_TEXT } from '../../../shared/domain/ui-texts';
import { notifyError, notifyInfo, notifySuccess } from '../../api/notify';
import { DATE_FORMAT } from '../../components/date-format';
import { FormDialog } from '../../components/FormDialog';
import { useDebounced } from '../../components/useDebounced';
import { useDialogGuard } from '../../components/useDialogGuard';
import { useEditedVersion } from '../../components/useEditedVersion';
import { validValues } from '../../components/valid-values';
import { useCreateEntitlement, useEntitlementCourses, useUpdateEntitlement } from './queries';

/** How long the course search waits after the last key. */
const COURSE_SEARCH_DEBOUNCE_MS = 300;

export interface EntitlementDialogProps {
  open: boolean;
  customer: Pick<Customer, 'auth0Id' | 'email'>;
  /** The entitlement edited; null adds one. */
  entitlement: Entitlement | null;
  onClose: () => void;
}

interface Values {
  isbn: string | null;
  expiration: Dayjs | null;
}

/** 'ISBN — name' (the course picker's option). */
export const courseLabel = (course: Pick<EntitlementCourse, 'isbn' | 'name'>) => `${course.isbn} — ${course.name}`;

/**
 * CUS-ENTM-03/07 (decided): the start date is today, for add and edit alike (an entitlement being edited
 * started on or before today): days before today cannot be picked.
 */
export const isBeforeToday = (day: Dayjs) => day.isBefore(dayjs().startOf('day'));

/** CUS-ENTM: add an entitlement, or change the expiration of one; mounted anew each time it opens. */
export default function EntitlementDialog({ open, customer, entitlement, onClose }: EntitlementDialogProps) {
  const [form] = Form.useForm<Values>();
  const editing = entitlement !== null;
  const initial = useMemo<Values>(
    () => ({
      isbn: entitlement?.isbn ?? null,
      // CUS-ENTM-04: the edit is prefilled with the entitlement's day.
      expiration: entitlement?.expirationDate ? dayjs(entitlement.expirationDate) : null,
    }),
    [entitlement],
  );
  const guard = useDialogGuard(open);

  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), COURSE_SEARCH_DEBOUNCE_MS);
  const courses = useEntitlementCourses(q, !editing);
  /** Every course seen, so the chosen one keeps its label after the search moves on. */
  const seen = useRef(new Map<string, EntitlementCourse>());
  for (const c of courses.data?.content ?? []) seen.current.set(c.isbn, c);
  const chosen = Form.useWatch('isbn', form);
  const options = useMemo(() => {
    const list = (courses.data?.content ?? []).map((c) => ({ value: c.isbn, label: courseLabel(c) }));
    const current = chosen ?? initial.isbn;
    if (current && !list.some((o) => o.value === current)) {
      const known = seen.current.get(current);
      const label = known
        ? courseLabel(known)
        : entitlement
          ? courseLabel({ isbn: entitlement.isbn, name: entitlement.productName })
          : current;
      list.unshift({ value: current, label });
    }
    return list;
  }, [courses.data, chosen, initial.isbn, entitlement]);

  const create = useCreateEntitlement();
  const update = useUpdateEntitlement();
  const edited = useEditedVersion(entitlement?.rowVersion ?? 0, 'portal');

  const close = () => {
    guard.clean();
    onClose();
  };

  const save = async () => {
    const values = await validValues(form);
    if (values === undefined) return;
    if (!values.isbn || !values.expiration) return;
    const expirationTimestamp = endOfDay(values.expiration.toDate());
    try {
      if (entitlement) {
        if (initial.expiration && values.expiration.isSame(initial.expiration, 'day')) {
          notifyInfo(NOTHING_TO_SAVE_TEXT);
          return;
        }
        await update
          .mutateAsync({ id: entitlement.entitlementId, expirationTimestamp, rowVersion: edited.version })
          .catch(edited.keepStale);
        notifySuccess(ENTITLEMENT_SUCCESS.edit);
      } else {
        await create.mutateAsync({ isbn: values.isbn, auth0Id: customer.auth0Id, expirationTimestamp });
        notifySuccess(ENTITLEMENT_SUCCESS.add);
      }
      close();
    } catch (error) {
      // CUS-ENTM-06: the server's message; the dialog stays open.
      notifyError(error);
    }
  };

  return (
    <FormDialog
      title={editing ? 'Edit entitlement' : 'Add entitlement'}
      open={open}
      onClose={onClose}
      guard={guard}
      onSave={save}
      saveLabel={editing ? 'Save' : 'Add'}
      width={560}
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} onValuesChange={guard.markDirty} requiredMark>
        {customer.email ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
            For {customer.email}
          </Typography.Paragraph>
        ) : null}
        <Form.Item
          label="Course"
          name="isbn"
          rules={[{ required: true, message: ENTITLEMENT_MESSAGES.courseRequired }]}
          extra={editing ? 'The course of an entitlement cannot be changed.' : undefined}
        >
          <Select
            allowClear={!editing}
            disabled={editing}
            showSearch={editing ? false : { filterOption: false, onSearch: setSearch }}
            loading={courses.isFetching}
            options={options}
            placeholder="Search ISBN or name"
            notFoundContent={courses.isFetching ? 'Searching…' : 'No published course found'}
            popupMatchSelectWidth
          />
        </Form.Item>
        <Form.Item
          label="Expiration date"
          name="expiration"
          rules={[{ required: true, message: ENTITLEMENT_MESSAGES.expirationRequired }]}
          extra="Access lasts to the end of this day."
        >
          <DatePicker format={DATE_FORMAT} disabledDate={isBeforeToday} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
