// What Popsnap's signatures name (sizes and insets, colours and images, font weights and alignments, scales,
// PNG compression), so `import Popsnap` is all a file writing popups needs. Nothing else belongs in this file
// (ModuleDirectionTests).
@_exported import PopsnapGeometry
@_exported import PopsnapLayout
@_exported import PopsnapPNG
@_exported import PopsnapRaster
@_exported import PopsnapText
