extension Timeline {
    /// When frame `i` starts (0...`count`, `count` being the end of the last of `count` frames), in whole
    /// `ticks` of a second: i / fps rounded, so each frame's length is the difference of two starts and
    /// the rounding never accumulates; the total is `count / fps` rounded. A format that stores whole
    /// milliseconds (WebP, 1000) or centiseconds (GIF, 100: `GIFTiming.schedule(starts:)`) gets each
    /// frame's delay from it.
    ///
    /// ```swift
    /// let t = try Timeline(duration: 1, fps: 29)
    /// (0...3).map { t.start(of: $0, ticks: 1000) }   // [0, 34, 69, 103]: 34, 35, 34 ms
    /// ```
    public func start(of i: Int, ticks: Int) -> Int {
        Int((Double(i) * Double(ticks) / fps).rounded())
    }
}
