// On iOS, QuartzCore brings CoreGraphics (and so Foundation's geometry) with it. Nothing else belongs in this
// file (ModuleDirectionTests).
@_exported import CoreGraphics
