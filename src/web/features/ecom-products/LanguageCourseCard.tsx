import { Card, Flex, Form, Radio, Select, Tooltip, Typography } from 'antd';
import type { Language } from '../../../shared/contracts/reference';
import { COURSE_TYPE_LABELS, COURSE_TYPES, type CourseType } from '../../../shared/domain/ecom-plan';
import { PLAN_FIELD_LABELS as L } from '../../../shared/domain/ecom-plan-labels';
import { courseTypeTaken, LANGUAGE_LOCKED } from './ecom-texts';

/**
 * The add page's product info (EP-ADD-01/02): the language, each one that cannot be chosen with its
 * reason, then the course type when the language is not All Access. Locked once a plan is kept.
 */
export function LanguageCourseCard({
  languages,
  loading,
  locked,
  languageId,
  onLanguage,
  refusal,
  withCourseType,
  courseType,
  onCourseType,
  takenTypes,
}: {
  languages: Language[];
  loading: boolean;
  locked: boolean;
  languageId: number | null;
  onLanguage: (id: number | null) => void;
  /** Why a language cannot be chosen, or null. */
  refusal: (language: Language) => string | null;
  withCourseType: boolean;
  courseType: CourseType | null;
  onCourseType: (type: CourseType) => void;
  takenTypes: readonly CourseType[];
}) {
  const languageSelect = (
    <Select
      id="ecom-language"
      aria-label={L.languageId}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      disabled={locked}
      loading={loading}
      placeholder="Select a language"
      value={languageId ?? undefined}
      onChange={(v) => onLanguage(v ?? null)}
      style={{ width: 320 }}
      options={languages.map((l) => {
        const why = refusal(l);
        return { value: l.id, label: l.name, disabled: why !== null, refusal: why };
      })}
      optionRender={(option) => (
        <Flex justify="space-between" gap={8}>
          <span>{option.label}</span>
          {option.data.refusal ? <Typography.Text type="secondary">{option.data.refusal}</Typography.Text> : null}
        </Flex>
      )}
    />
  );
  return (
    <Card title="Language and Course type" size="small">
      <Form layout="vertical" requiredMark>
        <Flex gap={32} wrap>
          <Form.Item label={L.languageId} required htmlFor="ecom-language" style={{ marginBottom: 0 }}>
            {locked ? <Tooltip title={LANGUAGE_LOCKED}>{languageSelect}</Tooltip> : languageSelect}
          </Form.Item>
          {withCourseType ? (
            <Form.Item label={L.courseType} required style={{ marginBottom: 0 }}>
              <Radio.Group
                aria-label={L.courseType}
                value={courseType}
                onChange={(event) => onCourseType(event.target.value as CourseType)}
                options={COURSE_TYPES.map((t) => ({
                  value: t,
                  label: takenTypes.includes(t) ? (
                    <Tooltip title={courseTypeTaken(COURSE_TYPE_LABELS[t])}>{COURSE_TYPE_LABELS[t]}</Tooltip>
                  ) : (
                    COURSE_TYPE_LABELS[t]
                  ),
                  disabled: takenTypes.includes(t),
                }))}
              />
            </Form.Item>
          ) : null}
        </Flex>
      </Form>
    </Card>
  );
}
