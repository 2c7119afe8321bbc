import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { registerCommand } from '../commands/command-bus.ts';
import { commandTable } from '../commands/command-table.ts';
import { resourcePath } from './route-table.ts';

/** `g` + goKey: the go-to commands of the table jump to their resource's list. */
export function useGoCommands(): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    const off = commandTable
      .filter((c) => c.resource)
      .map((c) => registerCommand(c.id, () => navigate(resourcePath(c.resource as string))));
    return () => {
      for (const o of off) o();
    };
  }, [navigate]);
}
