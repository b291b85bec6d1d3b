import { Alert, Box } from '@mui/material';
import type { LayoutProblem } from '../layout-checks';

interface EditorMessagesProps {
  /** Why the last drag, resize or edit was undone. */
  refusal: string | null;
  /** The server's refusal of the last save. */
  saveError: string | null;
  /** A template or another group's page that could not be loaded. */
  sourceFailure: string | null;
  saved: string | null;
  stale: string | null;
  problems: LayoutProblem[];
  warnings: LayoutProblem[];
}

/**
 * What the designer has to say, newest kind first, at the top of the side column: a message never moves the canvas,
 * and the answer to the last gesture or save is the first thing there (in view at 1366×768).
 */
export function EditorMessages({
  refusal,
  saveError,
  sourceFailure,
  saved,
  stale,
  problems,
  warnings,
}: EditorMessagesProps) {
  const dense = { py: 0, '& .MuiAlert-message': { py: 0.75 } };
  return (
    <Box
      aria-label="设计器消息"
      role="region"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, '&:empty': { display: 'none' } }}
    >
      {refusal && (
        <Alert severity="warning" role="alert" sx={dense}>
          {refusal}
        </Alert>
      )}
      {saveError && (
        <Alert severity="error" role="alert" sx={dense}>
          {saveError}
        </Alert>
      )}
      {sourceFailure && (
        <Alert severity="error" sx={dense}>
          {sourceFailure}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" sx={dense}>
          {saved}
        </Alert>
      )}
      {stale && (
        <Alert severity="warning" sx={dense}>
          {stale}
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert severity="error" role="alert" sx={dense}>
          布局有问题，不能保存：
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.map((problem, index) => (
              <li key={index}>{problem.message}</li>
            ))}
          </Box>
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert severity="warning" sx={dense}>
          {warnings.map((problem) => problem.message).join('；')}（墙面当前已在显示，保存时由服务再次检查）
        </Alert>
      )}
    </Box>
  );
}
