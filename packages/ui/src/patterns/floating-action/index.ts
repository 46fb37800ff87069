export { FLOATING_ACTION_AVOID, FloatingAction, type FloatingActionProps } from './floating-action';
