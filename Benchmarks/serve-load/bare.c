/* The floor for serve-load: bare libmicrohttpd with the daemon flags, thread pool and memory limit of
   `tasks serve` (HTTPServer.swift), answering every request with one fixed body and the headers `tasks serve`
   sent with it (read from files). Not part of the product.

   usage: bare PORT BODY-FILE HEADERS-FILE   (prints "ready" once listening) */
#include <microhttpd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

static char *body;
static size_t body_length;
static char headers[64][2][1024];
static int header_count;

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload, size_t *upload_size, void **state) {
  /* Answered on the second call, once the request is read: answering on the first closes the connection. */
  static int seen;
  if (*state == NULL) {
    *state = &seen;
    return MHD_YES;
  }
  struct MHD_Response *response = MHD_create_response_from_buffer(body_length, body, MHD_RESPMEM_PERSISTENT);
  for (int i = 0; i < header_count; i++) MHD_add_response_header(response, headers[i][0], headers[i][1]);
  enum MHD_Result result = MHD_queue_response(connection, 200, response);
  MHD_destroy_response(response);
  return result;
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: bare PORT BODY-FILE HEADERS-FILE\n");
    return 2;
  }
  FILE *file = fopen(argv[2], "rb");
  if (!file) return 1;
  fseek(file, 0, SEEK_END);
  body_length = (size_t)ftell(file);
  rewind(file);
  body = malloc(body_length ? body_length : 1);
  if (fread(body, 1, body_length, file) != body_length) return 1;
  fclose(file);
  file = fopen(argv[3], "r");
  if (!file) return 1;
  char line[2048];
  while (fgets(line, sizeof line, file) && header_count < 64) {
    char *colon = strchr(line, ':');
    if (!colon) continue; /* the status line */
    *colon = 0;
    char *value = colon + 1;
    while (*value == ' ') value++;
    value[strcspn(value, "\r\n")] = 0;
    /* libmicrohttpd writes these itself. */
    if (!strcasecmp(line, "content-length") || !strcasecmp(line, "date") || !strcasecmp(line, "connection")) continue;
    snprintf(headers[header_count][0], 1024, "%s", line);
    snprintf(headers[header_count][1], 1024, "%s", value);
    header_count++;
  }
  fclose(file);
  struct MHD_Daemon *daemon = MHD_start_daemon(
      MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_USE_TURBO, (uint16_t)atoi(argv[1]), NULL, NULL, answer,
      NULL, MHD_OPTION_THREAD_POOL_SIZE, (unsigned int)4, MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)65536,
      MHD_OPTION_END);
  if (!daemon) return 1;
  printf("ready\n");
  fflush(stdout);
  pause();
  return 0;
}
