// What other features use of the settlement domain: the follow-up card on the teacher's to-do page.
export { FollowupTodoCard } from './FollowupTodoCard';
