// What PopsnapTesting's signatures name (specs and scenes, images, tolerances, record modes, geometry), so
// `import PopsnapTesting` is all a test file needs. Nothing else belongs in this file (ModuleDirectionTests).
@_exported import Popsnap
@_exported import PopsnapCompare
@_exported import PopsnapGeometry
@_exported import PopsnapLayout
@_exported import PopsnapRaster
@_exported import PopsnapSnapshot
@_exported import PopsnapText
