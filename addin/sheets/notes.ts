/**
 * PCR 2.10 (line 723): "Use double the threshold value for the servers and earlier Model 170
 * systems that use the 1/3 algorithm", whose knee is a third of their maximum: the alert threshold
 * then lies past the knee, where CFINT overhead has begun. Every sheet that shows both says so.
 */
export const THRESHOLD_PAST_KNEE = 'The alert threshold lies past the knee: the 1/3 algorithm doubles the threshold (PCR 2.10), and CFINT starts at the knee.';
