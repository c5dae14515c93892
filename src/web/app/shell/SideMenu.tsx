import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, type MenuProps, Tooltip } from 'antd';
import { type ComponentType, createElement, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePermissions } from '../../auth/session';
import { DEFAULT_MENU_ICON, groupOf, MENU_ITEMS, menuItemForPath, visibleMenu } from '../menu';

type MenuItems = NonNullable<MenuProps['items']>;

/** The items' icons are decoration: screen readers name an item by its label alone. */
const decorative = (icon: ComponentType<{ 'aria-hidden'?: boolean }>) => createElement(icon, { 'aria-hidden': true });

/** SHELL-MENU-01..03: light, collapsible, permission-filtered; clicking an item navigates. */
export function SideMenu() {
  const { permissions } = usePermissions();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);

  const items = useMemo<MenuItems>(
    () =>
      visibleMenu(permissions).map((entry) =>
        entry.kind === 'group'
          ? {
              key: entry.key,
              label: entry.label,
              icon: decorative(entry.icon),
              children: entry.children.map((leaf) => ({ key: leaf.key, label: leaf.label })),
            }
          : { key: entry.key, label: entry.label, icon: decorative(entry.icon ?? DEFAULT_MENU_ICON) },
      ),
    [permissions],
  );

  const selected = menuItemForPath(pathname);
  const selectedGroup = selected ? groupOf(selected.key) : undefined;
  const [openKeys, setOpenKeys] = useState<string[]>(selectedGroup ? [selectedGroup.key] : []);
  // Opening a page (a redirect, a link, the address bar) opens its group too.
  const selectedGroupKey = selectedGroup?.key;
  useEffect(() => {
    if (selectedGroupKey) setOpenKeys((keys) => (keys.includes(selectedGroupKey) ? keys : [...keys, selectedGroupKey]));
  }, [selectedGroupKey]);

  const toggleLabel = collapsed ? 'Expand' : 'Collapse';
  // SHELL-RT-03: a user who may open no menu item gets no menu (an empty one, with only its toggle, read as broken).
  if (items.length === 0) return null;

  return (
    <Layout.Sider
      theme="light"
      collapsible
      collapsed={collapsed}
      trigger={null}
      width={240}
      style={{ borderRight: '1px solid #f0f0f0' }}
    >
      <nav aria-label="Main menu">
        <Menu
          mode="inline"
          theme="light"
          items={items}
          selectedKeys={selected ? [selected.key] : []}
          {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
          onClick={({ key }) => {
            const leaf = MENU_ITEMS.find((candidate) => candidate.key === key);
            if (leaf) navigate(leaf.path);
          }}
          style={{ borderInlineEnd: 'none' }}
        />
      </nav>
      <div style={{ padding: 8, textAlign: collapsed ? 'center' : 'right' }}>
        <Tooltip title={toggleLabel} placement="right">
          <Button
            type="text"
            aria-label={toggleLabel}
            icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
            onClick={() => setCollapsed((value) => !value)}
          />
        </Tooltip>
      </div>
    </Layout.Sider>
  );
}
