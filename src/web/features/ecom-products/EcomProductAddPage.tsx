import { App, Button, Flex, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Plan, PlanBody } from '../../../shared/contracts/ecom-products';
import { COURSE_TYPES, type CourseType, PLAN_MESSAGES } from '../../../shared/domain/ecom-plan';
import { storeViolations } from '../../api/errors';
import { notifyError, notifySuccess } from '../../api/notify';
import { ActionDialog } from '../../components/ActionDialog';
import { AddPageFrame } from '../../components/AddPageFrame';
import { SectionTitle } from '../../components/Heading';
import { useLeavePageGuard } from '../../components/useLeavePageGuard';
import { useCatalogueLanguages } from '../reference';
import {
  ALL_ACCESS_EXISTS,
  ECOM_LIST_PATH,
  ecomProductPath,
  LANGUAGE_FULL,
  REMOVE_PLAN_TITLE,
  removePlanText,
} from './ecom-texts';
import { LanguageCourseCard } from './LanguageCourseCard';
import { PlanModal } from './lazy-parts';
import { useUsedLanguages } from './option-queries';
import { PlanPanels } from './PlanPanels';
import { localPlan, type PlanChoices } from './plan-form-model';
import { useCreateEcomProduct } from './queries';

/** A plan kept on the page until the product is saved (EP-ADD-03). */
interface LocalPlan {
  key: number;
  body: PlanBody;
  view: Plan;
}

type Editing = { open: false } | { open: true; plan: LocalPlan | null };

/** /products/ecom/add (checklist 9.12): language and course type, then plans kept here until Save. */
export default function EcomProductAddPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const languages = useCatalogueLanguages();
  const used = useUsedLanguages();
  const create = useCreateEcomProduct();
  const [languageId, setLanguageId] = useState<number | null>(null);
  const [courseType, setCourseType] = useState<CourseType | null>(null);
  const [plans, setPlans] = useState<LocalPlan[]>([]);
  const [open, setOpen] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [removing, setRemoving] = useState<LocalPlan | null>(null);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const nextKey = useRef(1);

  const languageList = languages.data?.content ?? [];
  const language = languageList.find((l) => l.id === languageId);
  const isAllAccess = language?.isAllAccess ?? false;
  const usedTypes = useMemo(
    () => new Map((used.data?.data ?? []).map((u) => [u.languageId, u.courseTypes] as const)),
    [used.data],
  );

  /** EP-ADD-02 (CONF-14 decided): why a language cannot be chosen, or null. */
  const languageRefusal = (l: { id: number; isAllAccess: boolean }): string | null => {
    const types = usedTypes.get(l.id);
    if (l.isAllAccess) return types ? ALL_ACCESS_EXISTS : null;
    return types && COURSE_TYPES.every((t) => types.includes(t)) ? LANGUAGE_FULL : null;
  };
  const takenTypes = languageId === null ? [] : (usedTypes.get(languageId) ?? []);

  const dirty = languageId !== null || plans.length > 0;
  // SHELL-UX-01 / EP-ADD-07: the guard holds until the product is saved.
  useLeavePageGuard(dirty && leaveTo === null);
  useEffect(() => {
    if (leaveTo) navigate(leaveTo);
  }, [leaveTo, navigate]);

  const chooseLanguage = (id: number | null) => {
    setLanguageId(id);
    const chosen = languageList.find((l) => l.id === id);
    const taken = id === null ? [] : (usedTypes.get(id) ?? []);
    // EP-ADD-01/02: All Access has no course type; one type used forces the other.
    if (!chosen || chosen.isAllAccess) setCourseType(null);
    else if (taken.length === 1) setCourseType(COURSE_TYPES.find((t) => !taken.includes(t)) ?? null);
    else if (courseType && taken.includes(courseType)) setCourseType(null);
  };

  const infoComplete = language !== undefined && (isAllAccess || courseType !== null);

  const addPlan = () => {
    // EP-ADD-04.
    if (!infoComplete) {
      message.warning(PLAN_MESSAGES.completeProductInfo);
      return;
    }
    setEditing({ open: true, plan: null });
  };

  const keepPlan = async (body: PlanBody, choices: PlanChoices) => {
    const current = editing.open ? editing.plan : null;
    const key = current?.key ?? nextKey.current++;
    const kept: LocalPlan = { key, body, view: localPlan(key, body, choices) };
    setPlans((list) => (current ? list.map((p) => (p.key === key ? kept : p)) : [...list, kept]));
    if (!current) setOpen((keys) => [...keys, String(key)]);
    setEditing({ open: false });
  };

  const save = async () => {
    if (!infoComplete || languageId === null) {
      message.warning(PLAN_MESSAGES.completeProductInfo);
      return;
    }
    // EP-ADD-05.
    if (plans.length === 0) {
      message.warning(PLAN_MESSAGES.needOnePlan);
      return;
    }
    try {
      const product = await create.mutateAsync({
        languageId,
        courseType: isAllAccess ? null : courseType,
        plans: plans.map((p) => p.body),
      });
      notifySuccess(PLAN_MESSAGES.productAdded);
      setLeaveTo(ecomProductPath(product.id));
    } catch (error) {
      // A plan the server refuses: named by its place ('plans.1.name'), its panel opened.
      const planIndex = storeViolations(error)
        .map((v) => /^plans\.(\d+)\./.exec(v.field)?.[1])
        .find((i) => i !== undefined);
      const refused = planIndex === undefined ? undefined : plans[Number(planIndex)];
      if (refused) setOpen((keys) => [...new Set([...keys, String(refused.key)])]);
      notifyError(error);
    }
  };

  const planMenu = (view: Plan) => {
    const local = plans.find((p) => p.key === view.planId);
    if (!local) return [];
    return [
      { key: 'edit', label: 'Edit', onClick: () => setEditing({ open: true, plan: local }) },
      { key: 'remove', label: 'Remove', danger: true, onClick: () => setRemoving(local) },
    ];
  };

  const locked = plans.length > 0;

  return (
    <AddPageFrame title="Add new product" name="Add eCom product" cancelTo={ECOM_LIST_PATH} onSave={save}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <LanguageCourseCard
          languages={languageList}
          loading={languages.isLoading || used.isLoading}
          locked={locked}
          languageId={languageId}
          onLanguage={chooseLanguage}
          refusal={languageRefusal}
          withCourseType={language !== undefined && !isAllAccess}
          courseType={courseType}
          onCourseType={setCourseType}
          takenTypes={takenTypes}
        />
        <section aria-labelledby="plans-title">
          <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
            <SectionTitle look={4} id="plans-title" style={{ margin: 0 }}>
              Plan
            </SectionTitle>
            <Button type="primary" onClick={addPlan}>
              Add new plan
            </Button>
          </Flex>
          <PlanPanels
            plans={plans.map((p) => p.view)}
            open={open}
            onOpenChange={setOpen}
            menu={planMenu}
            saved={false}
          />
        </section>
      </Space>
      {languageId !== null ? (
        <PlanModal
          open={editing.open}
          languageId={languageId}
          isAllAccess={isAllAccess}
          plan={editing.open && editing.plan ? editing.plan.view : null}
          onCancel={() => setEditing({ open: false })}
          onSubmit={keepPlan}
        />
      ) : null}
      <ActionDialog
        title={REMOVE_PLAN_TITLE}
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        actions={[
          {
            key: 'remove',
            label: 'Remove',
            primary: true,
            danger: true,
            onClick: () => {
              const gone = removing;
              setPlans((list) => list.filter((p) => p.key !== gone?.key));
              setRemoving(null);
            },
          },
        ]}
      >
        <Typography.Paragraph>{removing ? removePlanText(removing.view.name) : null}</Typography.Paragraph>
      </ActionDialog>
    </AddPageFrame>
  );
}
