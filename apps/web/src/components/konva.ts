/**
 * Konva as the plan uses it (issue 47 §5): its core (stage, layers, groups) and only the shapes the plan draws, not
 * the whole library (paths, text paths, arrows, filters, the transformer…), and react-konva's core, which creates
 * nodes by class name from what is registered here. Every plan module (the survey, its cable runs) imports Konva and react-konva from here.
 */
import Konva from 'konva/lib/Core';
import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Text';
import 'konva/lib/shapes/Wedge';

export default Konva;
/** The line shape's class, for code that makes nodes itself (the plan's coverage cells). */
export { Line as KonvaLine } from 'konva/lib/shapes/Line';
export { Circle, Group, Image, Layer, Line, Rect, Stage, Text, Wedge } from 'react-konva/lib/ReactKonvaCore';
