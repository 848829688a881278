// The survey-system module's public face: the manifest imports from here only.
export { surveySystemModule } from './module.ts';

// For the benchmark (bench/survey-ai.ts): wall recognition on a drawn floor plan, and the PDF drawing, on their own;
// the drawn floor plan is also the seed's survey demo plan.
export { greyRaster } from './raster.ts';
export { detectWalls } from './wall-detect.ts';
export { drawFloorPlan } from './floor-plan-drawing.ts';
export { sceneDrawingsPdf } from './export-pdf.ts';
export { pdfCjkFont } from './pdf-font.ts';
// The quotation's plan pages and cable schedule (the quotation module).
export { drawScenePage, type PdfScene } from './export-pdf.ts';
export { surveyPdfScenes } from './pdf-scenes.ts';
export { cableSchedule, saveWiring } from './wiring.ts';
export { surveyState } from './pipeline.ts';
