import XCTest
import PopsnapGeometry
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

    /// Runs of 16 colours, 40 to 79 pixels long: `count` pixels.
    private func runs(_ count: Int, seed: UInt64) -> [UInt8] {
        let picks = noise(2 * count / 40 + 2, bits: 8, seed: seed)
        var out: [UInt8] = [], p = 0
        while out.count < count {
            out += [UInt8](repeating: picks[p] & 15, count: 40 + Int(picks[p + 1]) % 40)
            p += 2
        }
        return Array(out.prefix(count))
    }

    /// Runs of a few colours: once the table has filled with them its strings keep matching whole runs, so
    /// near the end of the data the adaptive rule codes on with the full table, where clearing at once would
    /// relearn them.
    func testAFullTableThatStillServesIsKept() throws {
        let indices = runs(300_000, seed: 5)
        let adaptive = LZWEncoder.encode(indices, minimumCodeSize: 4, clearing: .adaptive)
        let eager = LZWEncoder.encode(indices, minimumCodeSize: 4, clearing: .eager)
        XCTAssertEqual(try LZWDecoder.decode(adaptive, minimumCodeSize: 4), indices)
        XCTAssertEqual(try LZWDecoder.decode(eager, minimumCodeSize: 4), indices)
        XCTAssertLessThan(LZWDecoder.clearCodes(adaptive, minimumCodeSize: 4), LZWDecoder.clearCodes(eager, minimumCodeSize: 4))
        XCTAssertLessThan(adaptive.count, eager.count)
    }

    /// A table learnt on one picture serves the next badly: its strings grow short and the adaptive rule clears.
    func testAFullTableThatNoLongerServesIsCleared() throws {
        let indices = runs(300_000, seed: 5) + noise(120_000, bits: 4, seed: 9)
        let adaptive = LZWEncoder.encode(indices, minimumCodeSize: 4, clearing: .adaptive)
        XCTAssertEqual(try LZWDecoder.decode(adaptive, minimumCodeSize: 4), indices)
        XCTAssertGreaterThan(LZWDecoder.clearCodes(adaptive, minimumCodeSize: 4), 1)
    }

    /// Every mix of runs and noise reads back under both rules, at every code size, and the default takes
    /// the smaller of the two.
    func testBothRulesReadBackAndTheSmallerIsTaken() throws {
        for bits in [2, 3, 5, 8] {
            var indices: [UInt8] = []
            for part in 0..<12 {
                indices += part % 3 == 0 ? [UInt8](repeating: UInt8(part % (1 << bits)), count: 3_000 * part)
                    : noise(9_000, bits: part % 2 == 0 ? bits : max(2, bits - 1), seed: UInt64(part))
            }
            let adaptive = LZWEncoder.encode(indices, minimumCodeSize: bits, clearing: .adaptive)
            let eager = LZWEncoder.encode(indices, minimumCodeSize: bits, clearing: .eager)
            XCTAssertEqual(try LZWDecoder.decode(adaptive, minimumCodeSize: bits), indices, "adaptive, code size \(bits)")
            XCTAssertEqual(try LZWDecoder.decode(eager, minimumCodeSize: bits), indices, "eager, code size \(bits)")
            XCTAssertEqual(LZWEncoder.encode(indices, minimumCodeSize: bits).count, min(adaptive.count, eager.count))
        }
    }

    func testThePackerDropsBitsFromAnyPlace() {
        var whole = BitPacker(capacity: 0)
        for code in 0..<40 { whole.write(code * 37 % 512, width: 9) }
        let all = whole.finish()
        for cut in [0, 1, 7, 8, 9, 63, 64, 65, 200, 359, 360] {
            var packer = BitPacker(capacity: 0)
            for code in 0..<40 { packer.write(code * 37 % 512, width: 9) }
            packer.dropBits(from: cut)
            XCTAssertEqual(packer.bitCount, cut)
            packer.write(0b101, width: 3)
            let bytes = packer.finish()
            // The bits before the cut are the original's, then the three written after it, then zeros.
            for b in 0..<(bytes.count * 8) {
                let bit = bytes[b / 8] >> (b % 8) & 1
                let expected: UInt8 = b < cut ? all[b / 8] >> (b % 8) & 1 : b < cut + 3 ? UInt8(0b101 >> (b - cut) & 1) : 0
                XCTAssertEqual(bit, expected, "cut \(cut), bit \(b)")
            }
        }
    }
}

extension LZWEncoderTests {
    /// Of several ways of writing a frame, the one whose adaptive codes are smallest is kept, with the
    /// smaller of its adaptive and eager codes: a way of noise and runs that fills the table, and a way of
    /// flat runs, much smaller, which wins whole.
    func testTheSmallestWayIsKeptWithTheSmallerClearing() throws {
        func frame(_ data: [UInt8]) -> GIFPreparedFrame {
            GIFPreparedFrame(rect: PixelRect(x: 0, y: 0, width: 1, height: 1), palette: nil, transparentIndex: nil, minimumCodeSize: 5,
                             data: data, disposal: 1, colorCount: 32, colorError: nil)
        }
        var mixed: [UInt8] = []
        for part in 0..<12 { mixed += part % 3 == 0 ? [UInt8](repeating: UInt8(part), count: 3_000 * part) : noise(9_000, bits: 5, seed: UInt64(part)) }
        let adaptive = LZWEncoder.encode(mixed, minimumCodeSize: 5, clearing: .adaptive)
        let eager = LZWEncoder.encode(mixed, minimumCodeSize: 5, clearing: .eager)
        XCTAssertGreaterThan(LZWDecoder.clearCodes(adaptive, minimumCodeSize: 5), 1, "the table filled")
        var choice = GIFFrameChoice()
        choice.consider(mixed, minimumCodeSize: 5, frame)
        XCTAssertEqual(choice.smallest?.data, eager.count < adaptive.count ? eager : adaptive)
        let flat = [UInt8](repeating: 3, count: mixed.count)
        choice.consider(flat, minimumCodeSize: 5, frame)
        XCTAssertEqual(choice.smallest?.data, LZWEncoder.encode(flat, minimumCodeSize: 5))
        XCTAssertNil(GIFFrameChoice().smallest)
    }
}
