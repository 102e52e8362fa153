// A MusicKit JS v3 app as its authors write it: a classic script, the global `MusicKit`, no
// imports. Only names from MUSICKIT-SURFACE.md are used. Every event it hears is also kept in
// `window.compatLog` (name and payload shape) for tests/e2e/compat-page.e2e.ts to read.
(function () {
  'use strict';

  var log = [];
  window.compatLog = log;
  // Instance events a listener failed to subscribe to (every MusicKit.Events name should take one).
  window.compatSubscribeErrors = [];

  // `?aliases`: the page as older v3 apps write it, with the alias meta names `JWT` and `version`.
  // This script runs before the library (async) reads the tags.
  if (location.search.indexOf('aliases') >= 0) {
    [['apple-music-developer-token', 'JWT'], ['apple-music-app-build', 'version']].forEach(function (pair) {
      var tag = document.querySelector('meta[name="' + pair[0] + '"]');
      if (tag) tag.setAttribute('name', pair[1]);
    });
  }

  var $ = function (id) { return document.getElementById(id); };

  function describe(value, depth) {
    depth = depth || 0;
    // Some payloads hold live objects (elements, sinks): a few levels say their shape.
    if (depth > 3) return typeof value;
    if (value instanceof MusicKit.MediaItem) return { mediaItem: true, id: value.id, title: value.title };
    if (Array.isArray(value)) return { array: true, length: value.length, mediaItems: value.every(function (item) { return item instanceof MusicKit.MediaItem; }), itemsLength: value.items ? value.items.length : null };
    if (value instanceof MusicKit.MKError) return { mkError: true, errorCode: value.errorCode };
    if (value === null || typeof value !== 'object') return value;
    var shape = {};
    Object.keys(value).forEach(function (key) {
      var field = value[key];
      shape[key] = field !== null && typeof field === 'object' ? describe(field, depth + 1) : field;
    });
    return shape;
  }

  function record(name, payload) {
    var entry = { name: name, payload: describe(payload) };
    log.push(entry);
    // Several a second: kept, not printed.
    if (name === 'playbackTimeDidChange' || name === 'playbackProgressDidChange' || name === 'bufferedProgressDidChange') return;
    var li = document.createElement('li');
    li.textContent = name + ' ' + JSON.stringify(entry.payload);
    $('events').append(li);
  }

  function status(text) {
    $('status').textContent = text;
  }

  document.addEventListener('musickitconfigured', function () {
    record('musickitconfigured', {});
  });

  document.addEventListener('musickitloaded', function () {
    record('musickitloaded', {});
    // Configured from the meta tags above: the instance is there without calling configure.
    var music = MusicKit.getInstance();
    if (!music) return status('MusicKit loaded but not configured');
    status('MusicKit ' + MusicKit.version + ' ready, storefront ' + music.storefrontId);

    // Every instance event of MusicKit.Events (the document events are heard above).
    var documentEvents = ['configured', 'loaded', 'webComponentsLoaded'];
    Object.keys(MusicKit.Events).forEach(function (name) {
      if (documentEvents.indexOf(name) >= 0) return;
      try {
        music.addEventListener(MusicKit.Events[name], function (payload) {
          // The guard apps written for v3 put in every listener: MusicKit.errors is undefined there.
          if (!window.MusicKit || window.MusicKit.errors) return;
          record(name, payload);
          render(music);
        });
      } catch (error) {
        window.compatSubscribeErrors.push(name);
      }
    });

    function run(label, action) {
      return function () {
        Promise.resolve()
          .then(action)
          .catch(function (error) {
            record('pageError', { action: label, message: String(error && error.message), errorCode: error && error.errorCode });
            status(label + ' failed: ' + (error && error.message));
          });
      };
    }

    $('sign-in').onclick = run('authorize', function () {
      return music.authorize().then(function (token) {
        window.compatAuthorized = token;
        $('account').textContent = 'signed in';
      });
    });
    $('play').onclick = run('play', function () { return music.play(); });
    $('pause').onclick = run('pause', function () { return music.pause(); });
    $('next').onclick = run('next', function () { return music.skipToNextItem(); });
    $('seek').onclick = run('seek', function () { return music.seekToTime(4); });
    $('shuffle').onclick = run('shuffle', function () {
      music.shuffleMode = MusicKit.PlayerShuffleMode.songs;
      render(music);
    });
    $('repeat').onclick = run('repeat', function () {
      music.repeatMode = MusicKit.PlayerRepeatMode.all;
      render(music);
    });

    music.api
      .music('/v1/catalog/{{storefrontId}}/charts', { types: 'albums', limit: 3 })
      .then(function (response) {
        var albums = response.data.results.albums[0].data;
        record('chartsLoaded', { count: albums.length });
        albums.forEach(function (album) {
          var li = document.createElement('li');
          li.dataset.albumId = album.id;
          li.append(album.attributes.name + ' — ' + album.attributes.artistName + ' ');
          var byId = document.createElement('button');
          byId.type = 'button';
          byId.textContent = 'Play album from track 2';
          byId.setAttribute('aria-label', 'Play album ' + album.attributes.name + ' from track 2');
          byId.onclick = run('setQueue album', function () {
            return music.setQueue({ album: album.id, startWith: 1 }).then(function () { return music.play(); });
          });
          var byUrl = document.createElement('button');
          byUrl.type = 'button';
          byUrl.textContent = 'Play link from track 3';
          byUrl.setAttribute('aria-label', 'Play link ' + album.attributes.url + ' from track 3');
          byUrl.onclick = run('setQueue url', function () {
            return music.setQueue({ url: album.attributes.url, startWith: 2 }).then(function () { return music.play(); });
          });
          li.append(byId, byUrl);
          $('albums').append(li);
        });
      })
      .catch(function (error) {
        record('pageError', { action: 'api.music', message: String(error && error.message) });
        status('Catalogue request failed: ' + (error && error.message));
      });
  });

  function render(music) {
    $('state').textContent = MusicKit.PlaybackStates[music.playbackState];
    var item = music.nowPlayingItem;
    $('item').textContent = item ? item.title + ' — ' + item.artistName + ' (#' + (music.nowPlayingItemIndex + 1) + ' of ' + music.queue.length + ')' : '—';
    $('time').textContent = MusicKit.formatMediaTime(music.currentPlaybackTime) + ' / ' + MusicKit.formatMediaTime(music.currentPlaybackDuration);
    $('modes').textContent = 'shuffle ' + MusicKit.PlayerShuffleMode[music.shuffleMode] + ', repeat ' + MusicKit.PlayerRepeatMode[music.repeatMode];
  }
})();
