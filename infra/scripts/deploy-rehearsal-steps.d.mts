export interface GuideCommand {
  step: string;
  command: string;
  coverage: 'run' | 'checked' | 'covered' | 'setup';
  rehearsal?: string;
  how: string;
}
export declare const GUIDE_COMMANDS: GuideCommand[];
export declare function guideCommands(markdown: string): string[];
