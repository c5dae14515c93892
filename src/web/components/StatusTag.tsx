import { Tag } from 'antd';
import type { CSSProperties } from 'react';
import { labelOf } from '../../shared/domain/labels';

/** A status vocabulary: each code's label (from src/shared/domain) and its tag colour. */
export interface StatusVocabulary<S extends string> {
  labels: Readonly<Record<S, string>>;
  /** antd tag colours: green, gold, blue, orange, red, default. */
  colors: Readonly<Record<S, string>>;
}

/**
 * The one status tag of the portal: the status's label from its vocabulary (never the raw code; a code
 * the vocabulary lacks shows in words, grey), coloured by status, the code in `data-status`.
 */
export function StatusTag<S extends string>({
  status,
  vocabulary,
  style,
}: {
  status: S | string;
  vocabulary: StatusVocabulary<S>;
  style?: CSSProperties;
}) {
  const colors: Readonly<Record<string, string>> = vocabulary.colors;
  return (
    <Tag color={Object.hasOwn(colors, status) ? colors[status] : 'default'} data-status={status} style={style}>
      {labelOf(vocabulary.labels, status)}
    </Tag>
  );
}
