import { DatePicker, Form, Radio, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { PUBLISH_QUESTION, scheduleTimeError } from '../../../shared/domain/catalog-workflow';
import { ActionDialog } from '../../components/ActionDialog';
import { pickerFormats, useDateFormats } from '../../components/date-formats';
import type { WorkflowDialogProps } from './workflow-ui';

export type PublishChoice = { mode: 'now' } | { mode: 'schedule'; scheduledPublishTime: number };

/** The publish time, in the modal's format (CONST-07); days before today are disabled. */
function ScheduleTimePicker({ value, onChange }: { value: Dayjs | null; onChange: (value: Dayjs | null) => void }) {
  const formats = useDateFormats();
  return (
    <DatePicker
      id="schedule-time"
      showTime
      format={pickerFormats(formats, 'dateTime')}
      value={value}
      onChange={onChange}
      disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
      style={{ width: '100%' }}
      placeholder="Select the publish time"
    />
  );
}

/** CAT-WF-09/10: publish now, or schedule a publish at a time not earlier than now. */
export function PublishDialog({ entity, open, onSubmit, onCancel }: WorkflowDialogProps<PublishChoice>) {
  const [mode, setMode] = useState<'now' | 'schedule'>('now');
  const [time, setTime] = useState<Dayjs | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (mode === 'now') return onSubmit({ mode: 'now' });
    const problem = scheduleTimeError(time ? time.valueOf() : null, Date.now());
    setError(problem);
    if (problem || !time) return;
    return onSubmit({ mode: 'schedule', scheduledPublishTime: time.valueOf() });
  };

  return (
    <ActionDialog
      title="Publish"
      open={open}
      actions={[{ key: 'confirm', label: 'Confirm', primary: true, onClick: submit }]}
      onCancel={onCancel}
      afterClose={() => {
        setMode('now');
        setTime(null);
        setError(null);
      }}
    >
      <Typography.Paragraph>{PUBLISH_QUESTION(entity)}</Typography.Paragraph>
      <Radio.Group
        value={mode}
        onChange={(event) => {
          setMode(event.target.value);
          setError(null);
        }}
      >
        <Space direction="vertical">
          <Radio value="now">Publish now</Radio>
          <Radio value="schedule">Schedule publish</Radio>
        </Space>
      </Radio.Group>
      {mode === 'schedule' && (
        <div style={{ marginTop: 16 }}>
          <Form layout="vertical" component={false}>
            <Form.Item
              label="Schedule time"
              required
              validateStatus={error ? 'error' : undefined}
              help={error ?? undefined}
              htmlFor="schedule-time"
            >
              <ScheduleTimePicker
                value={time}
                onChange={(value) => {
                  setTime(value);
                  setError(value ? scheduleTimeError(value.valueOf(), Date.now()) : null);
                }}
              />
            </Form.Item>
          </Form>
        </div>
      )}
    </ActionDialog>
  );
}
