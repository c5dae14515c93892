import { Empty } from 'antd';
import { NO_MENU_ITEM_TEXT } from '../../shared/domain/ui-texts';

/** SHELL-RT-03: '/' for a user whose permissions open no menu item. */
export default function NoMenuPage() {
  return <Empty description={NO_MENU_ITEM_TEXT} style={{ marginTop: 48 }} />;
}
