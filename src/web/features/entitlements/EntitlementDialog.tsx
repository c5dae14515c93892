import { Button, DatePicker, Flex, Form, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Customer } from '../../../shared/contracts/customers';
import type { Entitlement, EntitlementCourse } from '../../../shared/contracts/entitlements';
import { ENTITLEMENT_MESSAGES, ENTITLEMENT_SUCCESS, endOfDay } from '../../../shared/domain/entitlement';
import { NOTHING_TO_SAVE_TEXT } from '../../../shared/domain/ui-texts';
import { notifyError, notifyInfo, notifySuccess } from '../../api/notify';
import { ActionButton } from '../../components/ActionButton';
import { DATE_FORMAT } from '../../components/date-format';
import { useDialogGuard } from '../../components/useDialogGuard';
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

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function EntitlementForm({ customer, entitlement, onClose }: Omit<EntitlementDialogProps, 'open'>) {
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
  const guard = useDialogGuard(true);

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

  const close = () => {
    guard.clean();
    onClose();
  };
  const cancel = () => guard.confirmClose(onClose);

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show why
    }
    if (!values.isbn || !values.expiration) return;
    const expirationTimestamp = endOfDay(values.expiration.toDate());
    try {
      if (entitlement) {
        if (initial.expiration && values.expiration.isSame(initial.expiration, 'day')) {
          notifyInfo(NOTHING_TO_SAVE_TEXT);
          return;
        }
        await update.mutateAsync({ id: entitlement.entitlementId, expirationTimestamp });
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
    <>
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
      <Flex justify="end" gap={8} style={{ marginTop: 8 }}>
        <Button onClick={cancel}>Cancel</Button>
        <ActionButton type="primary" onClick={save}>
          {editing ? 'Save' : 'Add'}
        </ActionButton>
      </Flex>
    </>
  );
}

/** CUS-ENTM: add an entitlement, or change the expiration of one; a fresh form each time it opens. */
export default function EntitlementDialog({ open, onClose, ...props }: EntitlementDialogProps) {
  return (
    <Modal
      title={props.entitlement ? 'Edit entitlement' : 'Add entitlement'}
      open={open}
      onCancel={onClose}
      footer={null}
      width={560}
      destroyOnHidden
      maskClosable={false}
      closable={false}
      keyboard={false}
    >
      <EntitlementForm {...props} onClose={onClose} />
    </Modal>
  );
}
