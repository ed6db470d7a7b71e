// HarfBuzz, loaded at run time: WidgetRuntime's TextMeasurer shapes text through these functions, which find
// libharfbuzz with dlopen when text is first measured, so that no process of ours loads it (and freetype,
// glib, graphite2, png, brotli, pcre2 with it) at start: a server answers before any widget is drawn. The
// types are HarfBuzz's own (<harfbuzz/hb.h>, Debian's libharfbuzz-dev); nothing links -lharfbuzz.
//
// The functions have our prefix, not HarfBuzz's: in an executable that exports its symbols (-export-dynamic,
// as a static `tasks` is linked), a function named like one of the library's would interpose on the
// library's own calls.
#ifndef CHARFBUZZ_H
#define CHARFBUZZ_H

#ifdef __linux__

#include <harfbuzz/hb.h>
#include <stddef.h>

/// The HarfBuzz functions TextMeasurer uses, looked up with dlsym. Made once per call of twhb_open and never
/// freed: the library stays loaded for the life of the process.
typedef struct twhb_library twhb_library;

/// Loads `name` (e.g. "libharfbuzz.so.0") with dlopen(RTLD_NOW | RTLD_LOCAL) and looks up every function. On
/// failure returns NULL and writes a one-line reason into `error`. Thread-safe (dlopen is), but each call
/// makes a new table: the caller keeps the one it got.
const twhb_library *_Nullable twhb_open(const char *_Nonnull name, char *_Nonnull error, size_t error_size);

hb_blob_t *_Nonnull twhb_blob_create_from_file(const twhb_library *_Nonnull library, const char *_Nonnull path);
void twhb_blob_destroy(const twhb_library *_Nonnull library, hb_blob_t *_Nonnull blob);

hb_face_t *_Nonnull twhb_face_create(const twhb_library *_Nonnull library, hb_blob_t *_Nonnull blob, unsigned index);
void twhb_face_destroy(const twhb_library *_Nonnull library, hb_face_t *_Nonnull face);
unsigned twhb_face_get_upem(const twhb_library *_Nonnull library, const hb_face_t *_Nonnull face);
unsigned twhb_face_get_glyph_count(const twhb_library *_Nonnull library, const hb_face_t *_Nonnull face);

hb_font_t *_Nonnull twhb_font_create(const twhb_library *_Nonnull library, hb_face_t *_Nonnull face);
void twhb_font_set_scale(const twhb_library *_Nonnull library, hb_font_t *_Nonnull font, int x_scale, int y_scale);
/// Whether `font` has a glyph for `unicode` (HarfBuzz's hb_bool_t), the glyph in `glyph`.
hb_bool_t twhb_font_get_nominal_glyph(
    const twhb_library *_Nonnull library, hb_font_t *_Nonnull font, hb_codepoint_t unicode,
    hb_codepoint_t *_Nonnull glyph);

hb_buffer_t *_Nonnull twhb_buffer_create(const twhb_library *_Nonnull library);
void twhb_buffer_destroy(const twhb_library *_Nonnull library, hb_buffer_t *_Nonnull buffer);
void twhb_buffer_add_utf8(
    const twhb_library *_Nonnull library, hb_buffer_t *_Nonnull buffer, const char *_Nonnull text, int text_length,
    unsigned item_offset, int item_length);
void twhb_buffer_guess_segment_properties(const twhb_library *_Nonnull library, hb_buffer_t *_Nonnull buffer);
/// The buffer's glyph positions after shaping, their count in `length`.
hb_glyph_position_t *_Nullable twhb_buffer_get_glyph_positions(
    const twhb_library *_Nonnull library, hb_buffer_t *_Nonnull buffer, unsigned *_Nonnull length);

void twhb_shape(
    const twhb_library *_Nonnull library, hb_font_t *_Nonnull font, hb_buffer_t *_Nonnull buffer,
    const hb_feature_t *_Nullable features, unsigned num_features);

#endif  // __linux__
#endif  // CHARFBUZZ_H
