import { ASSESSMENT_TOTAL_STEPS, improvementTips, suggestedClassification, type AssessmentResponses, type ImprovementTip } from '@homeward/domain';

/** The spec's Assessment record (section 3). It is kept only in this browser and never sent anywhere. */
export interface AssessmentRecord {
  sessionId: string;
  responses: AssessmentResponses;
  suggestedClassification: number | null;
  isCompleted: boolean;
  currentStep: number;
  totalSteps: number;
  improvementTips: ImprovementTip[];
}

export const STORAGE_PREFIX = 'homeward.assessment.';

export function buildRecord(sessionId: string, responses: AssessmentResponses, currentStep: number, isCompleted: boolean): AssessmentRecord {
  return {
    sessionId,
    responses,
    suggestedClassification: isCompleted ? suggestedClassification(responses) : null,
    isCompleted,
    currentStep,
    totalSteps: ASSESSMENT_TOTAL_STEPS,
    improvementTips: isCompleted ? improvementTips(responses) : [],
  };
}

/** Saves the record under its session id. Storage can be full or switched off (private browsing): that only loses the copy. */
export function saveRecord(record: AssessmentRecord, storage: Storage | undefined = globalThis.localStorage): boolean {
  try {
    storage?.setItem(STORAGE_PREFIX + record.sessionId, JSON.stringify(record));
    return true;
  } catch (error) {
    console.warn('Could not save the assessment in this browser', error);
    return false;
  }
}
