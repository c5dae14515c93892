import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import {
  addPlan,
  changePlanStatus,
  deletePlan,
  type EcomProduct,
  type Plan,
  type PlanBody,
  updatePlan,
} from '../../../shared/contracts/ecom-products';
import type { CatalogStatus } from '../../../shared/domain/catalog-status';
import {
  PLAN_MESSAGES,
  PLAN_TRANSITIONS,
  type PlanAction,
  type PlanMenuItem,
  type PlanState,
  planActionRefusal,
  planMenu,
  previewCheckoutUrl,
} from '../../../shared/domain/ecom-plan';
import type { Permission } from '../../../shared/permissions';
import { notifyError, notifySuccess } from '../../api/notify';
import { useRuntimeConfig } from '../../app/runtime-config';
import { usePermissions } from '../../auth/session';
import { ActionDialog } from '../../components/ActionDialog';
import { SectionTitle } from '../../components/Heading';
import { useSingleFlight } from '../../components/useSingleFlight';
import {
  ACTIVATE_PLAN_TITLE,
  activatePlanText,
  DEACTIVATE_PLAN_TITLE,
  DELETE_PLAN_TITLE,
  deactivatePlanText,
  deletePlanText,
} from './ecom-texts';
import { PlanModal } from './lazy-parts';
import { type PlanMenuEntry, PlanPanels } from './PlanPanels';
import { useAddPlan, useChangePlanStatus, useDeletePlan, useUpdatePlan } from './queries';

/** A plan change that asks first (EP-LC-08/09/10). */
type Confirm = { kind: 'activate' | 'deactivate' | 'delete'; plan: Plan };

const CONFIRMS = {
  activate: { title: ACTIVATE_PLAN_TITLE, text: activatePlanText, label: 'Activate', danger: false },
  deactivate: { title: DEACTIVATE_PLAN_TITLE, text: deactivatePlanText, label: 'Deactivate', danger: true },
  delete: { title: DELETE_PLAN_TITLE, text: deletePlanText, label: 'Delete', danger: true },
} as const;

/** A plan as its lifecycle reads it: its status, pid and the course it sells. */
const planState = (plan: Plan): PlanState => ({
  status: plan.status,
  pid: plan.pid,
  course:
    plan.isbn && plan.contentProductStatus
      ? { isbn: plan.isbn, status: plan.contentProductStatus as CatalogStatus }
      : null,
});

/** The plan dialog's state: closed, adding, or editing a plan. */
type Editing = { open: false } | { open: true; plan: Plan | null };

/**
 * The saved product's plans (checklist 9.11): Add new plan, each plan's panel with the menu of its
 * status, the confirmations, and the plan dialog. `linkedPid`: the plan a link named (BP-19).
 */
export function PlanSection({ product, linkedPid }: { product: EcomProduct; linkedPid: string | null }) {
  const { can } = usePermissions();
  const { links } = useRuntimeConfig();
  // BP-19 / EP-LIST-05: the plan the link named is open (and outlined); else the first plan.
  const [open, setOpen] = useState<string[]>(() => {
    const linked = product.plans.find((p) => p.pid === linkedPid) ?? product.plans[0];
    return linked ? [String(linked.planId)] : [];
  });
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [editing, setEditing] = useState<Editing>({ open: false });
  const flight = useSingleFlight();

  const add = useAddPlan(product.id);
  const update = useUpdatePlan(product.id);
  const remove = useDeletePlan(product.id);
  const change = useChangePlanStatus(product.id);

  const transition = async (plan: Plan, action: PlanAction) => {
    try {
      await change.mutateAsync({ plan, action });
    } catch (error) {
      notifyError(error);
      return false;
    }
    notifySuccess(PLAN_TRANSITIONS[action].success);
    return true;
  };

  const deletePlanNow = async (plan: Plan) => {
    try {
      await remove.mutateAsync(plan);
    } catch (error) {
      notifyError(error);
      return;
    }
    notifySuccess(PLAN_MESSAGES.deleted);
  };

  const permitted = (item: PlanMenuItem): boolean => {
    switch (item) {
      case 'edit':
        return can(updatePlan.permission);
      case 'delete':
        return can(deletePlan.permission);
      case 'preview':
        return can('preview:product-plan');
      default:
        return can(changePlanStatus.permission) && can(PLAN_TRANSITIONS[item].permission as Permission);
    }
  };

  /** EP-LC-02..06: the plan's menu in its status, the entries the user may use. */
  const menu = (plan: Plan): PlanMenuEntry[] =>
    planMenu(plan.status)
      .filter(permitted)
      .map((item): PlanMenuEntry => {
        switch (item) {
          case 'edit':
            return { key: item, label: 'Edit', onClick: () => setEditing({ open: true, plan }) };
          case 'preview':
            return {
              key: item,
              label: 'Preview Checkout',
              onClick: () => window.open(previewCheckoutUrl(links.store, plan.pid), '_blank', 'noopener'),
            };
          case 'delete':
            return {
              key: item,
              label: 'Delete',
              danger: true,
              // EP-LC-11: the last plan stays; said at once, nothing is asked or sent.
              onClick: () =>
                product.plans.length <= 1 ? notifyError(PLAN_MESSAGES.lastPlan) : setConfirm({ kind: 'delete', plan }),
            };
          case 'activate':
          case 'deactivate':
            return {
              key: item,
              label: PLAN_TRANSITIONS[item].label,
              // Issue 21 item 8: Activate waits for the course to be ACTIVE; the menu says why.
              refusal: planActionRefusal(item, planState(plan)),
              onClick: () => setConfirm({ kind: item, plan }),
            };
          default:
            return {
              key: item,
              label: PLAN_TRANSITIONS[item].label,
              onClick: () => flight.run(() => transition(plan, item)),
            };
        }
      });

  const confirmed = async () => {
    if (!confirm) return;
    if (confirm.kind === 'delete') await deletePlanNow(confirm.plan);
    else await transition(confirm.plan, confirm.kind);
    setConfirm(null);
  };

  const savePlan = async (body: PlanBody, rowVersion: number) => {
    const plan = editing.open ? editing.plan : null;
    if (plan) {
      await update.mutateAsync({ variantId: plan.planId, body, rowVersion });
      notifySuccess(PLAN_MESSAGES.updated);
    } else {
      const added = await add.mutateAsync(body);
      notifySuccess(PLAN_MESSAGES.added);
      setOpen((keys) => [...keys, String(added.planId)]);
    }
    setEditing({ open: false });
  };

  return (
    <>
      <section aria-labelledby="plans-title">
        <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <SectionTitle look={4} id="plans-title" style={{ margin: 0 }}>
            Plan
          </SectionTitle>
          {can(addPlan.permission) ? (
            <Button type="primary" onClick={() => setEditing({ open: true, plan: null })}>
              Add new plan
            </Button>
          ) : null}
        </Flex>
        <PlanPanels plans={product.plans} open={open} onOpenChange={setOpen} menu={menu} highlight={linkedPid} />
      </section>
      <ActionDialog
        title={confirm ? CONFIRMS[confirm.kind].title : ''}
        open={confirm !== null}
        onCancel={() => setConfirm(null)}
        actions={
          confirm
            ? [
                {
                  key: confirm.kind,
                  label: CONFIRMS[confirm.kind].label,
                  primary: true,
                  danger: CONFIRMS[confirm.kind].danger,
                  onClick: confirmed,
                },
              ]
            : []
        }
      >
        {confirm ? <Typography.Paragraph>{CONFIRMS[confirm.kind].text(confirm.plan)}</Typography.Paragraph> : null}
      </ActionDialog>
      <PlanModal
        open={editing.open}
        languageId={product.languageId}
        isAllAccess={product.courseType === null}
        plan={editing.open ? editing.plan : null}
        onCancel={() => setEditing({ open: false })}
        onSubmit={(body, _choices, rowVersion) => savePlan(body, rowVersion)}
      />
    </>
  );
}
