export { KeyFigures, type KeyFigure, type KeyFiguresProps } from './key-figures';
