export { StepList, type Step, type StepListProps } from './step-list';
