import { Empty } from 'antd';
import { NO_MENU_ITEM_TEXT } from '../../shared/domain/ui-texts';
import { usePageTitle } from './PageTitle';

/** SHELL-RT-03: '/' for a user whose permissions open no menu item. */
export default function NoMenuPage() {
  usePageTitle(null);
  return <Empty description={NO_MENU_ITEM_TEXT} style={{ marginTop: 48 }} />;
}
