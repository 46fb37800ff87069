export { Dialog, dialogMessages, type DialogMessages, type DialogProps } from './dialog';
