import { useEffect } from 'react';
import { useToast } from 'shared-ui';
import { latestScore } from '../../../lib/scores/score-history';
import { clampCapitalScore } from '../../../lib/scores/capital-score';
import { clampPaydex } from '../../../lib/scores/paydex';
import {
  useAddCapitalScoreMutation,
  useAddPaydexScoreMutation,
  useDeleteCapitalScoreMutation,
  useGetCapitalScoresQuery,
  useGetPaydexScoresQuery,
} from '../../../lib/scores/scores-api';
import { useUserId } from '../../../lib/use-user-id';

/**
 * Both scores with their history, and the two saves (clamped first, spec 2 section 5), each a new row,
 * with the toasts of spec 2 section 8 (the save endpoints say their callers show failures: these toasts, once).
 * A CapitalScore save resolves to the row it made (null when it failed), which `undoCapital` takes away again.
 * A failed load toasts "Failed to load scores" once.
 */
export function useScores() {
  const userId = useUserId();
  const toast = useToast();
  const capital = useGetCapitalScoresQuery(userId);
  const paydex = useGetPaydexScoresQuery(userId);
  const [addCapital, capitalSave] = useAddCapitalScoreMutation();
  const [addPaydex] = useAddPaydexScoreMutation();
  const [deleteCapital, capitalUndo] = useDeleteCapitalScoreMutation();
  const failed = capital.isError || paydex.isError;

  useEffect(() => {
    if (failed) toast.error('Failed to load scores');
  }, [failed, toast]);

  const saveCapital = async (value: unknown) => {
    try {
      const row = await addCapital(clampCapitalScore(value)).unwrap();
      toast.success('CapitalScore updated successfully');
      return row;
    } catch {
      toast.error('Failed to update CapitalScore');
      return null;
    }
  };
  const undoCapital = async (id: string) => {
    try {
      await deleteCapital(id).unwrap();
      toast.success('CapitalScore change undone');
      return true;
    } catch {
      toast.error('Failed to undo the CapitalScore change');
      return false;
    }
  };
  const savePaydex = async (value: unknown) => {
    try {
      await addPaydex(clampPaydex(value)).unwrap();
      toast.success('PAYDEX score updated successfully');
    } catch {
      toast.error('Failed to update PAYDEX score');
    }
  };

  return {
    capital,
    paydex,
    latestCapital: latestScore(capital.data ?? []),
    latestPaydex: latestScore(paydex.data ?? []),
    saveCapital,
    undoCapital,
    savePaydex,
    isSavingCapital: capitalSave.isLoading || capitalUndo.isLoading,
  };
}
