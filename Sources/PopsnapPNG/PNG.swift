public enum PNGPlaceholder {}
