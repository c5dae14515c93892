import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { createDescriptionTemplate, type DescriptionTemplate } from '../../../shared/contracts/description-templates';
import { DESCRIPTION_TEMPLATE_LABELS } from '../../../shared/domain/description-template';
import { richTextExcerpt } from '../../../shared/domain/rich-text';
import { usePermissions } from '../../auth/session';
import { modifiedAtColumn } from '../../components/DateTime';
import { type ListColumn, ListTable } from '../../components/ListTable';
import { ListToolbar } from '../../components/ListToolbar';
import { listQueryProps, storePage } from '../../components/list-query';
import { PageTitle } from '../../components/PageTitle';
import { useUrlState } from '../../components/useUrlState';
import {
  DESCRIPTION_TEMPLATE_LIST_URL,
  type DescriptionTemplateListState,
  toDescriptionTemplateListParams,
} from './list-url';
import { useDescriptionTemplates } from './queries';
import { DESCRIPTION_TEMPLATE_ADD_PATH, descriptionTemplatePath } from './texts';

/** How much of the English text the content column holds (the cell cuts it; its tooltip shows this much). */
const PREVIEW_LENGTH = 300;

/** DT-02: name, content (the English text as one line) and 'Modified at', newest first. */
const COLUMNS: ListColumn<DescriptionTemplate, DescriptionTemplateListState['sortKey']>[] = [
  {
    key: 'name',
    title: DESCRIPTION_TEMPLATE_LABELS.name,
    kind: 'text',
    width: 280,
    text: (row) => row.name,
    link: true,
  },
  {
    key: 'content',
    title: 'Content',
    kind: 'text',
    text: (row) => richTextExcerpt(row.multi_language_content.en, PREVIEW_LENGTH),
  },
  modifiedAtColumn(),
];

/** /products/description: the description template list (DT-01..03, DT-08, PERM-DT-01/02). */
export default function DescriptionTemplateListPage() {
  const [state, setState] = useUrlState(DESCRIPTION_TEMPLATE_LIST_URL);
  const { can } = usePermissions();
  const navigate = useNavigate();
  const params = useMemo(() => toDescriptionTemplateListParams(state), [state]);
  const list = useDescriptionTemplates(params);

  return (
    <section>
      <PageTitle
        extra={
          can(createDescriptionTemplate.permission) && (
            <Button type="primary" onClick={() => navigate(DESCRIPTION_TEMPLATE_ADD_PATH)}>
              + Add new description template
            </Button>
          )
        }
      >
        Description template
      </PageTitle>
      <ListToolbar onRefresh={() => void list.refetch()} />
      <ListTable<DescriptionTemplate, DescriptionTemplateListState['sortKey']>
        columns={COLUMNS}
        rowKey={(row) => row.id}
        {...listQueryProps(list, storePage)}
        state={state}
        setState={setState}
        rowHref={(row) => descriptionTemplatePath(row.id)}
      />
    </section>
  );
}
