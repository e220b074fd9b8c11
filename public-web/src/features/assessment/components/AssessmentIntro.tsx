import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ASSESSMENT_QUESTIONS, ASSESSMENT_TOTAL_STEPS } from '@homeward/domain';

/** What the tool does and covers, and the Start Assessment button. */
export function AssessmentIntro({ onStart }: { onStart(): void }) {
  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 1.5 }}>What does this tool do?</Typography>
      <Typography sx={{ mb: 2 }}>
        You answer {ASSESSMENT_TOTAL_STEPS} short questions about your daily life. We then estimate which of the 8
        Support at Home classifications you might get, and give you tips to explain your needs clearly at your
        official assessment.
      </Typography>
      <Typography sx={{ mb: 3 }}>
        It takes about 3 minutes. Your answers stay on this device: we do not send them anywhere. This is a guide
        only. The official assessment, booked through My Aged Care, decides your classification.
      </Typography>
      <Typography variant="h2" sx={{ mb: 1.5 }}>What does it cover?</Typography>
      <Box component="ul" sx={{ pl: 3, mb: 4, columns: { sm: 2 }, '& li': { mb: 0.5, breakInside: 'avoid' } }}>
        {ASSESSMENT_QUESTIONS.map((q) => (
          <Typography component="li" key={q.id}>{q.category}</Typography>
        ))}
      </Box>
      <Button variant="contained" size="large" onClick={onStart} sx={{ minWidth: 220 }}>
        Start Assessment
      </Button>
    </Box>
  );
}
