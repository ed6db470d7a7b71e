#ifdef __linux__

#include "CHarfBuzz.h"

#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Each slot has the type of HarfBuzz's own declaration (__typeof__), so the header checks every call.
struct twhb_library {
    __typeof__(hb_blob_create_from_file) *blob_create_from_file;
    __typeof__(hb_blob_destroy) *blob_destroy;
    __typeof__(hb_face_create) *face_create;
    __typeof__(hb_face_destroy) *face_destroy;
    __typeof__(hb_face_get_upem) *face_get_upem;
    __typeof__(hb_face_get_glyph_count) *face_get_glyph_count;
    __typeof__(hb_font_create) *font_create;
    __typeof__(hb_font_set_scale) *font_set_scale;
    __typeof__(hb_font_get_nominal_glyph) *font_get_nominal_glyph;
    __typeof__(hb_buffer_create) *buffer_create;
    __typeof__(hb_buffer_destroy) *buffer_destroy;
    __typeof__(hb_buffer_add_utf8) *buffer_add_utf8;
    __typeof__(hb_buffer_guess_segment_properties) *buffer_guess_segment_properties;
    __typeof__(hb_buffer_get_glyph_positions) *buffer_get_glyph_positions;
    __typeof__(hb_shape) *shape;
};

#define TWHB_FUNCTION(slot, symbol) {symbol, offsetof(struct twhb_library, slot)}

/// Each slot of the table and the library's name for it.
static const struct {
    const char *symbol;
    size_t offset;
} functions[] = {
    TWHB_FUNCTION(blob_create_from_file, "hb_blob_create_from_file"),
    TWHB_FUNCTION(blob_destroy, "hb_blob_destroy"),
    TWHB_FUNCTION(face_create, "hb_face_create"),
    TWHB_FUNCTION(face_destroy, "hb_face_destroy"),
    TWHB_FUNCTION(face_get_upem, "hb_face_get_upem"),
    TWHB_FUNCTION(face_get_glyph_count, "hb_face_get_glyph_count"),
    TWHB_FUNCTION(font_create, "hb_font_create"),
    TWHB_FUNCTION(font_set_scale, "hb_font_set_scale"),
    TWHB_FUNCTION(font_get_nominal_glyph, "hb_font_get_nominal_glyph"),
    TWHB_FUNCTION(buffer_create, "hb_buffer_create"),
    TWHB_FUNCTION(buffer_destroy, "hb_buffer_destroy"),
    TWHB_FUNCTION(buffer_add_utf8, "hb_buffer_add_utf8"),
    TWHB_FUNCTION(buffer_guess_segment_properties, "hb_buffer_guess_segment_properties"),
    TWHB_FUNCTION(buffer_get_glyph_positions, "hb_buffer_get_glyph_positions"),
    TWHB_FUNCTION(shape, "hb_shape"),
};

const twhb_library *twhb_open(const char *name, char *error, size_t error_size) {
    // RTLD_LOCAL: HarfBuzz's symbols (and freetype's, glib's) stay out of the global namespace, so they cannot
    // clash with another copy a process may have loaded.
    void *handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        snprintf(error, error_size, "%s not found: install libharfbuzz0b", name);
        return NULL;
    }
    twhb_library *library = calloc(1, sizeof *library);
    if (library == NULL) {
        snprintf(error, error_size, "out of memory loading %s", name);
        dlclose(handle);
        return NULL;
    }
    for (size_t index = 0; index < sizeof functions / sizeof *functions; index++) {
        void *function = dlsym(handle, functions[index].symbol);
        if (function == NULL) {
            snprintf(error, error_size, "%s has no %s: not a HarfBuzz (install libharfbuzz0b)", name,
                     functions[index].symbol);
            free(library);
            dlclose(handle);
            return NULL;
        }
        // POSIX allows converting dlsym's void * to a function pointer: same size, same representation.
        memcpy((char *)library + functions[index].offset, &function, sizeof function);
    }
    return library;
}

hb_blob_t *twhb_blob_create_from_file(const twhb_library *library, const char *path) {
    return library->blob_create_from_file(path);
}

void twhb_blob_destroy(const twhb_library *library, hb_blob_t *blob) { library->blob_destroy(blob); }

hb_face_t *twhb_face_create(const twhb_library *library, hb_blob_t *blob, unsigned index) {
    return library->face_create(blob, index);
}

void twhb_face_destroy(const twhb_library *library, hb_face_t *face) { library->face_destroy(face); }

unsigned twhb_face_get_upem(const twhb_library *library, const hb_face_t *face) { return library->face_get_upem(face); }

unsigned twhb_face_get_glyph_count(const twhb_library *library, const hb_face_t *face) {
    return library->face_get_glyph_count(face);
}

hb_font_t *twhb_font_create(const twhb_library *library, hb_face_t *face) { return library->font_create(face); }

void twhb_font_set_scale(const twhb_library *library, hb_font_t *font, int x_scale, int y_scale) {
    library->font_set_scale(font, x_scale, y_scale);
}

hb_bool_t twhb_font_get_nominal_glyph(
    const twhb_library *library, hb_font_t *font, hb_codepoint_t unicode, hb_codepoint_t *glyph) {
    return library->font_get_nominal_glyph(font, unicode, glyph);
}

hb_buffer_t *twhb_buffer_create(const twhb_library *library) { return library->buffer_create(); }

void twhb_buffer_destroy(const twhb_library *library, hb_buffer_t *buffer) { library->buffer_destroy(buffer); }

void twhb_buffer_add_utf8(
    const twhb_library *library, hb_buffer_t *buffer, const char *text, int text_length, unsigned item_offset,
    int item_length) {
    library->buffer_add_utf8(buffer, text, text_length, item_offset, item_length);
}

void twhb_buffer_guess_segment_properties(const twhb_library *library, hb_buffer_t *buffer) {
    library->buffer_guess_segment_properties(buffer);
}

hb_glyph_position_t *twhb_buffer_get_glyph_positions(
    const twhb_library *library, hb_buffer_t *buffer, unsigned *length) {
    return library->buffer_get_glyph_positions(buffer, length);
}

void twhb_shape(
    const twhb_library *library, hb_font_t *font, hb_buffer_t *buffer, const hb_feature_t *features,
    unsigned num_features) {
    library->shape(font, buffer, features, num_features);
}

#endif  // __linux__
