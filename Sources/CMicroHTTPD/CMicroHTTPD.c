#include "CMicroHTTPD.h"

#include <dlfcn.h>
#include <stdio.h>

// The library's functions, set once by twmhd_load before any other call (the caller loads once, before the
// threads that call them exist or under a once-only initializer, which orders the writes before every read).
struct functions {
    __typeof__(&MHD_start_daemon) start_daemon;
    __typeof__(&MHD_stop_daemon) stop_daemon;
    __typeof__(&MHD_get_daemon_info) get_daemon_info;
    __typeof__(&MHD_get_connection_info) get_connection_info;
    __typeof__(&MHD_lookup_connection_value) lookup_connection_value;
    __typeof__(&MHD_get_connection_values) get_connection_values;
    __typeof__(&MHD_create_response_from_buffer) create_response_from_buffer;
    __typeof__(&MHD_create_response_from_callback) create_response_from_callback;
    __typeof__(&MHD_destroy_response) destroy_response;
    __typeof__(&MHD_add_response_header) add_response_header;
    __typeof__(&MHD_queue_response) queue_response;
    __typeof__(&MHD_suspend_connection) suspend_connection;
    __typeof__(&MHD_resume_connection) resume_connection;
};
static struct functions mhd;

/// Looks up `symbol` into `*slot`; false (with the reason in `error`) when the library lacks it.
static int lookup(void *handle, const char *name, const char *symbol, void **slot, char *error, size_t size) {
    *slot = dlsym(handle, symbol);
    if (*slot == NULL) {
        snprintf(error, size, "%s has no %s: not a libmicrohttpd (install libmicrohttpd12)", name, symbol);
        return 0;
    }
    return 1;
}

int twmhd_load(const char *name, char *error, size_t error_size) {
    // RTLD_LOCAL: its symbols (and GnuTLS's) stay out of the global namespace.
    void *handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        snprintf(error, error_size, "%s not found: install libmicrohttpd12", name);
        return -1;
    }
    // Looked up into a copy, so that a library that lacks one leaves the loaded one (if any) as it was. POSIX
    // allows converting dlsym's void * to a function pointer; the casts go through void ** slots.
    struct functions found_functions = {0};
    int found = lookup(handle, name, "MHD_start_daemon", (void **)&found_functions.start_daemon, error, error_size)
        && lookup(handle, name, "MHD_stop_daemon", (void **)&found_functions.stop_daemon, error, error_size)
        && lookup(handle, name, "MHD_get_daemon_info", (void **)&found_functions.get_daemon_info, error, error_size)
        && lookup(handle, name, "MHD_get_connection_info", (void **)&found_functions.get_connection_info, error, error_size)
        && lookup(
            handle, name, "MHD_lookup_connection_value", (void **)&found_functions.lookup_connection_value, error, error_size)
        && lookup(handle, name, "MHD_get_connection_values", (void **)&found_functions.get_connection_values, error, error_size)
        && lookup(
            handle, name, "MHD_create_response_from_buffer", (void **)&found_functions.create_response_from_buffer, error,
            error_size)
        && lookup(
            handle, name, "MHD_create_response_from_callback", (void **)&found_functions.create_response_from_callback, error,
            error_size)
        && lookup(handle, name, "MHD_destroy_response", (void **)&found_functions.destroy_response, error, error_size)
        && lookup(handle, name, "MHD_add_response_header", (void **)&found_functions.add_response_header, error, error_size)
        && lookup(handle, name, "MHD_queue_response", (void **)&found_functions.queue_response, error, error_size)
        && lookup(handle, name, "MHD_suspend_connection", (void **)&found_functions.suspend_connection, error, error_size)
        && lookup(handle, name, "MHD_resume_connection", (void **)&found_functions.resume_connection, error, error_size);
    if (!found) {
        dlclose(handle);
        return -1;
    }
    mhd = found_functions;
    return 0;
}

struct MHD_Daemon *twmhd_start_daemon(
    unsigned int flags, uint16_t port, MHD_AccessHandlerCallback handler, void *handler_cls,
    struct MHD_OptionItem *options) {
    return mhd.start_daemon(
        flags, port, NULL, NULL, handler, handler_cls, MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

void twmhd_stop_daemon(struct MHD_Daemon *daemon) { mhd.stop_daemon(daemon); }

int twmhd_listen_fd(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = mhd.get_daemon_info(daemon, MHD_DAEMON_INFO_LISTEN_FD);
    return info ? (int)info->listen_fd : -1;
}

const struct sockaddr *twmhd_client_address(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = mhd.get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info ? info->client_addr : NULL;
}

int twmhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = mhd.get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info ? (int)info->connect_fd : -1;
}

void *twmhd_socket_context(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = mhd.get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info ? info->socket_context : NULL;
}

const char *twmhd_lookup_connection_value(struct MHD_Connection *connection, enum MHD_ValueKind kind, const char *key) {
    return mhd.lookup_connection_value(connection, kind, key);
}

int twmhd_get_connection_values(
    struct MHD_Connection *connection, enum MHD_ValueKind kind, MHD_KeyValueIterator iterator, void *iterator_cls) {
    return mhd.get_connection_values(connection, kind, iterator, iterator_cls);
}

struct MHD_Response *twmhd_create_response_from_buffer(size_t size, void *buffer, enum MHD_ResponseMemoryMode mode) {
    return mhd.create_response_from_buffer(size, buffer, mode);
}

struct MHD_Response *twmhd_create_response_from_callback(
    uint64_t size, size_t block_size, MHD_ContentReaderCallback reader, void *reader_cls,
    MHD_ContentReaderFreeCallback free_reader) {
    return mhd.create_response_from_callback(size, block_size, reader, reader_cls, free_reader);
}

void twmhd_destroy_response(struct MHD_Response *response) { mhd.destroy_response(response); }

enum MHD_Result twmhd_add_response_header(struct MHD_Response *response, const char *header, const char *content) {
    return mhd.add_response_header(response, header, content);
}

enum MHD_Result twmhd_queue_response(
    struct MHD_Connection *connection, unsigned int status_code, struct MHD_Response *response) {
    return mhd.queue_response(connection, status_code, response);
}

void twmhd_suspend_connection(struct MHD_Connection *connection) { mhd.suspend_connection(connection); }

void twmhd_resume_connection(struct MHD_Connection *connection) { mhd.resume_connection(connection); }
