/**
 * antd's default theme (ours, see App.tsx) with the colours that fall short of WCAG 2 AA contrast
 * (4.5:1 for text) made darker: the primary blue of buttons, links, tabs and the menu (antd's blue-6
 * #1677ff is 4.1:1 on white; blue-7 is 6.2:1), and the grey of descriptions, breadcrumbs, counters and
 * placeholders (45% black is 3.4:1; 56% is 4.9:1 on white, 4.8:1 on the footer's grey), and the red
 * of danger buttons and errors (#ff4d4f is 3.3:1; red-7 is 5.6:1).
 */
export const ACCESSIBLE_COLORS = {
  colorPrimary: '#0958d9',
  colorLink: '#0958d9',
  colorError: '#cf1322',
  colorTextTertiary: 'rgba(0, 0, 0, 0.56)',
  colorTextDescription: 'rgba(0, 0, 0, 0.56)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
} as const;
