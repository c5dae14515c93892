import { Input, Space } from 'antd';
import { useMemo, useState } from 'react';
import type { ProductLogEntry } from '../../../shared/contracts/ecom-products';
import { type LogColumn, LogTable } from '../../components/LogTable';
import { type LinedChange, modifiedColumns, useLogView, valueColumns } from '../../components/product-log';
import { useCatalogueLanguages } from '../reference';
import { ecomActionLabel, entryLines } from './log-lines';
import { useAllBasePrices, useDescriptionTemplateOptions } from './option-queries';
import { useBillingPlans, useEcomProductLogs } from './queries';

type Row = LinedChange<ProductLogEntry>;

/** EP-LOG-01: PID, Action, Previous value, New value, Modified by, Modified at (sortable, newest first). */
const COLUMNS: readonly LogColumn<Row>[] = [
  { key: 'pid', title: 'PID', kind: 'text', width: 120, value: (r) => r.pid },
  { key: 'action', title: 'Action', kind: 'text', wrap: true, width: 130, value: (r) => ecomActionLabel(r.action) },
  ...valueColumns<Row>(),
  ...modifiedColumns<Row>(),
];

/**
 * The 'Product log' tab (EP-LOG-01..05): the product's and its plans' changes, 10 a page, newest
 * first; 'Search PID' applies on Enter, trimmed, from page 1.
 */
export function ProductLogTab({ productId }: { productId: number }) {
  const [view, setView] = useLogView();
  const [pidText, setPidText] = useState('');
  const [pid, setPid] = useState('');
  const { page, size, sortOrder } = view;
  const logs = useEcomProductLogs(productId, {
    limit: size,
    offset: (page - 1) * size,
    order: sortOrder === 'descend' ? '-updated_at' : 'updated_at',
    ...(pid ? { pid } : {}),
  });
  const languages = useCatalogueLanguages();
  const basePrices = useAllBasePrices();
  const billingPlans = useBillingPlans();
  const templates = useDescriptionTemplateOptions();
  const rows = useMemo(() => {
    const names = {
      language: (id: number) => languages.data?.content.find((l) => l.id === id)?.name,
      basePrice: (id: number) => basePrices.data?.data.find((b) => b.id === id)?.name,
      billingPlan: (id: number) => billingPlans.data?.data.find((b) => b.id === id)?.name,
      template: (id: number) => templates.data?.data.find((t) => t.id === id)?.name,
    };
    return (logs.data?.data ?? []).map((entry): Row => {
      const { prev, current } = entryLines(entry, names);
      return { ...entry, prevLines: prev, currentLines: current };
    });
  }, [logs.data, languages.data, basePrices.data, billingPlans.data, templates.data]);

  const apply = () => {
    const next = pidText.trim();
    setPidText(next);
    setPid(next);
    setView((v) => ({ ...v, page: 1 }));
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Input
        aria-label="Search PID"
        placeholder="Search PID"
        allowClear
        value={pidText}
        onChange={(event) => {
          setPidText(event.target.value);
          // Clearing with the clear icon applies at once.
          if (event.type !== 'change' && event.target.value === '') {
            setPid('');
            setView((v) => ({ ...v, page: 1 }));
          }
        }}
        onPressEnter={apply}
        style={{ width: 260 }}
      />
      <LogTable<Row>
        label="Product log"
        rows={rows}
        total={logs.data?.count ?? 0}
        loading={logs.isFetching}
        {...view}
        columns={COLUMNS}
        onChange={setView}
      />
    </Space>
  );
}
