import { useCallback, useEffect, useState } from 'react';
import { moveWorkTypeNode, workTypeTree } from '../../../core/actions/defs/work-types.actions.ts';
import type { AppError } from '../../../core/errors.ts';
import type { TreeNode } from '../../../core/work-types/work-type-tree.ts';
import { api } from '../../app/api.ts';

/** The tree of GET /api/work_types/tree and its one change, POST /api/work_types/move (answers the new tree). */
export function useWorkTypeTree() {
  const [nodes, setNodes] = useState<TreeNode[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api
      .call(workTypeTree)
      .then((a) => live && setNodes(a.nodes))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  /**
   * Moves a node into a group (null: the top level), placed before a sibling (`before`: its node id,
   * null for the end) or keeping its position (undefined); answers the refusal's text, or null when moved.
   */
  const move = useCallback(
    async (node: string, groupId: number | null, before?: string | null): Promise<string | null> => {
      try {
        const answer = await api.call(moveWorkTypeNode, {
          body: { move: { node, group_id: groupId, ...(before === undefined ? {} : { before }) } },
        });
        setNodes(answer.nodes);
        return null;
      } catch (e) {
        return (e as AppError).fullMessages?.join('; ') || (e as Error).message;
      }
    },
    [],
  );
  return { nodes, failed, move };
}
