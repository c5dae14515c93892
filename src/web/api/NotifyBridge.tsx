import { App } from 'antd';
import { useEffect } from 'react';
import { bindNotify } from './notify';

/** Hands antd's App-scoped message and notification instances to the notify helpers. */
export function NotifyBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => {
    bindNotify({ message, notification });
  }, [message, notification]);
  return null;
}
