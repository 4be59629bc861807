// On iOS, CoreGraphics brings Foundation's CGFloat, CGPoint, CGSize and CGRect with it; on Linux those live
// in Foundation, so this module re-exports it. Nothing else belongs in this file (ModuleDirectionTests).
@_exported import Foundation
