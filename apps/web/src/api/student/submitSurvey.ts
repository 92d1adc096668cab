// POST /s/v1/s-survey: the follow-up service survey; success is code 201 with a message.
import { API, type SurveyAnswerInput } from '@etp/contracts';
import { useMutation } from '@tanstack/react-query';
import { post } from '../http';

export const submitSurvey = (answer: SurveyAnswerInput) => post<null>(API.studentSurvey, answer);

export const useSubmitSurvey = () => useMutation({ mutationFn: submitSurvey });
