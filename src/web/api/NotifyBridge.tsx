import { App } from 'antd';
import { useEffect } from 'react';
import { keepNoticesClear } from './notice-guard';
import { bindNotify, NOTICE_TOP } from './notify';
import './notices.css';

/**
 * Hands antd's App-scoped message and notification instances to the notify helpers, and keeps the
 * notices clear of the page's and dialogs' primary actions.
 */
export function NotifyBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => {
    bindNotify({ message, notification });
  }, [message, notification]);
  useEffect(() => keepNoticesClear(NOTICE_TOP), []);
  return null;
}
