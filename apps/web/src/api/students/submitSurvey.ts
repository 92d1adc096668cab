// POST /s/v1/s-survey: the follow-up service survey; success is code 201 with a message.
import { STUDENTS_API, type SurveyAnswerInput } from '@etp/contracts';
import { useMutation } from '@tanstack/react-query';
import { post } from '../http';

export const submitSurvey = (answer: SurveyAnswerInput) => post<null>(STUDENTS_API.survey, answer);

export const useSubmitSurvey = () => useMutation({ mutationFn: submitSurvey });
