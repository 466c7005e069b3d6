/** The lead editor's Assigned Sales Rep choices: the app's one list (GET /api/team/sales-reps). */
export { useSalesReps as useSalesRepsQuery } from '../../../components/use-sales-reps';
