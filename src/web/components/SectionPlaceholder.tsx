import { Empty } from 'antd';
import { SECTION_NOT_AVAILABLE_TEXT } from '../../shared/domain/ui-texts';
import { PageTitle } from './PageTitle';

/** An honest page for a section that is not built yet. */
export default function SectionPlaceholder({ title }: { title: string }) {
  return (
    <section aria-labelledby="page-title">
      <PageTitle>
        <span id="page-title">{title}</span>
      </PageTitle>
      <Empty description={SECTION_NOT_AVAILABLE_TEXT} />
    </section>
  );
}
