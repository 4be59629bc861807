import XCTest
@testable import PopsnapGIF

final class LZWEncoderTests: XCTestCase {
    /// Deterministic pseudo-random indices below `1 << bits`.
    private func noise(_ count: Int, bits: Int, seed: UInt64 = 7) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33) & UInt8((1 << bits) - 1)
        }
    }

    func testCodesReadBackAtEveryMinimumCodeSize() throws {
        for bits in 2...8 {
            let indices = noise(20_000, bits: bits)
            XCTAssertEqual(try LZWDecoder.decode(LZWEncoder.encode(indices, minimumCodeSize: bits), minimumCodeSize: bits), indices, "code size \(bits)")
        }
    }

    /// 8-bit noise fills the 4,096 codes many times over: every clear code and every width change is crossed.
    func testTheTableIsClearedWhenItFills() throws {
        let indices = noise(300_000, bits: 8)
        let codes = LZWEncoder.encode(indices, minimumCodeSize: 8)
        XCTAssertEqual(try LZWDecoder.decode(codes, minimumCodeSize: 8), indices)
        // Noise barely compresses: close to 12 bits an index after the first few thousand.
        XCTAssertGreaterThan(codes.count, indices.count)
    }

    /// Data whose statistics change across many table fills reads back.
    func testDataThatChangesAcrossTableFillsReadsBack() throws {
        let indices = noise(60_000, bits: 2) + noise(200_000, bits: 8, seed: 11) + [UInt8](repeating: 1, count: 50_000)
        XCTAssertEqual(try LZWDecoder.decode(LZWEncoder.encode(indices, minimumCodeSize: 8), minimumCodeSize: 8), indices)
    }

    func testRunsCompressAndTheEdgesRoundTrip() throws {
        let run = [UInt8](repeating: 3, count: 100_000)
        let codes = LZWEncoder.encode(run, minimumCodeSize: 2)
        XCTAssertLessThan(codes.count, 1_000)
        XCTAssertEqual(try LZWDecoder.decode(codes, minimumCodeSize: 2), run)
        for indices in [[], [1], [0, 1], [2, 2, 2, 2, 2, 2, 2]] as [[UInt8]] {
            XCTAssertEqual(try LZWDecoder.decode(LZWEncoder.encode(indices, minimumCodeSize: 2), minimumCodeSize: 2), indices)
        }
    }

    /// GIF89a's smallest case by hand: clear (4), 0, 0's pair (6), end (5), 3 bits each, least significant first.
    func testTheCodesAreWhatTheFormatSays() {
        // Codes 4, 0, 6, 5 at 3 bits: 100 000 110 101 -> bits LSB first: 0b1_1000_0100 ... packed as below.
        XCTAssertEqual(LZWEncoder.encode([0, 0, 0], minimumCodeSize: 2), [0x84, 0x0B])
    }

    func testTheSameIndicesGiveTheSameBytes() {
        let indices = noise(50_000, bits: 5, seed: 3)
        XCTAssertEqual(LZWEncoder.encode(indices, minimumCodeSize: 5), LZWEncoder.encode(indices, minimumCodeSize: 5))
    }
}
