import { Button, type ButtonProps, Tooltip } from 'antd';
import { loadingWhile, useSingleFlight } from './useSingleFlight';

export interface ActionButtonProps extends Omit<ButtonProps, 'onClick' | 'disabled' | 'loading'> {
  /**
   * Why the action is not possible now, from the shared rule that refuses it (`refusal`, `deleteRefusal`,
   * `editRefusal`): the button is disabled and the reason is its tooltip. Null or absent: enabled.
   */
  refusal?: string | null;
  /** The action. A returned promise keeps the button loading, and clicks until it settles are ignored. */
  onClick: () => unknown;
}

/**
 * The button of every action: one request per intent (`useSingleFlight`), and a disabled action says
 * why. The disabled button sits in a span that takes the hover, since a disabled button gets no mouse
 * events in every browser.
 */
export function ActionButton({ refusal = null, onClick, style, ...button }: ActionButtonProps) {
  const { pending, run } = useSingleFlight();
  if (refusal !== null) {
    return (
      <Tooltip title={refusal}>
        <span style={{ display: 'inline-block', cursor: 'not-allowed' }} data-refusal={refusal}>
          <Button {...button} style={{ ...style, pointerEvents: 'none' }} disabled />
        </span>
      </Tooltip>
    );
  }
  return <Button {...button} style={style} loading={loadingWhile(pending !== null)} onClick={() => run(onClick)} />;
}
