import { configureHttp, PanelRunner } from '@cockpit/shared-sdk';
import { Box, MenuItem, TextField } from '@mui/material';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { emulatedDescriptor } from './fake-data';
import { DisplayFrame } from './display-frame';
import {
  LAYOUTS,
  PAGE_SIZE,
  readSettings,
  slotChoices,
  slotSizes,
  SOURCES,
  STATES,
  writeSettings,
} from './emulator-settings';
import { currentPanels, subscribePanels } from './panel-store';
import { ScaledStage } from './scaled-stage';

function Choice({ label, value, options, onChange, name }) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { 'data-choice': name } }}
      sx={{ minWidth: 150 }}
    >
      {Object.entries(options).map(([key, text]) => (
        <MenuItem key={key} value={key} data-option={`${name}:${key}`}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One panel at one size, in the host's own frame. */
function PanelAt({ panel, w, h, label, source, state }) {
  // A new choice is a new descriptor: the runner starts over with the other data hook (hooks never change in place).
  const descriptor = useMemo(() => emulatedDescriptor(panel, source, state), [panel, source, state]);
  return (
    <Box data-emulated={panel.id} data-size={`${w}x${h}`} sx={{ mb: 3 }}>
      <Box sx={{ color: '#cfe3ff', fontSize: 14, mb: 0.5 }}>{label}</Box>
      <Box sx={{ position: 'relative', width: w, height: h }}>
        <PanelRunner
          key={`${source}:${state}`}
          panelId={panel.id}
          descriptor={descriptor}
          refreshMs={descriptor.refreshMs ?? 60_000}
        />
      </Box>
    </Box>
  );
}

/** The emulator: the team's panels at every slot size of a layout and at the whole page, with data and states on demand. */
export function Emulator({ remote }) {
  const panels = useSyncExternalStore(subscribePanels, currentPanels);
  const [settings, setSettings] = useState(() => readSettings(window.location.search));
  const change = (patch) => {
    const next = { ...settings, ...patch };
    writeSettings(next);
    setSettings(next);
  };
  configureHttp({ apiHost: settings.api, serviceApiBase: `${settings.api.replace(/\/+$/, '')}/open-api` });
  const sizes = slotSizes(settings);
  const placedPanel = panels.some((p) => p.id === settings.panel) ? settings.panel : panels[0]?.id;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#020a22', color: '#cfe3ff' }}>
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2, bgcolor: '#0b1f4a' }}
      >
        <Box component="h1" sx={{ fontSize: 20, m: 0, mr: 2 }}>
          {remote} · 面板模拟大屏
        </Box>
        <Choice
          name="layout"
          label="布局"
          value={settings.layout}
          options={LAYOUTS}
          onChange={(layout) => change({ layout })}
        />
        <Choice
          name="data"
          label="数据来源"
          value={settings.source}
          options={SOURCES}
          onChange={(source) => change({ source })}
        />
        <Choice
          name="state"
          label="状态"
          value={settings.state}
          options={STATES}
          onChange={(state) => change({ state })}
        />
        <TextField
          size="small"
          label="接口地址"
          defaultValue={settings.api}
          onBlur={(event) => change({ api: event.target.value.trim() || settings.api })}
          sx={{ minWidth: 260 }}
        />
        <TextField
          size="small"
          label="大屏地址（可选）"
          defaultValue={settings.display}
          onBlur={(event) => change({ display: event.target.value.trim() })}
          sx={{ minWidth: 260 }}
        />
      </Box>
      {panels.length === 0 && (
        <Box role="alert" sx={{ p: 4 }}>
          src/panels 下没有面板
        </Box>
      )}
      <ScaledStage>
        {panels.map((panel) => (
          <Box key={panel.id} component="section" sx={{ mb: 4 }}>
            <Box component="h2" sx={{ fontSize: 22 }}>
              {panel.id}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
              {sizes.map((size) => (
                <PanelAt
                  key={`${size.w}x${size.h}`}
                  panel={panel}
                  w={size.w}
                  h={size.h}
                  label={`${size.w}×${size.h}（${size.slots.join('、')}）`}
                  source={settings.source}
                  state={settings.state}
                />
              ))}
            </Box>
            <PanelAt
              panel={panel}
              w={PAGE_SIZE.w}
              h={PAGE_SIZE.h}
              label={`整页 ${PAGE_SIZE.w}×${PAGE_SIZE.h}`}
              source={settings.source}
              state={settings.state}
            />
          </Box>
        ))}
        {settings.display && settings.layout !== 'custom' && (
          <>
            <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
              <Choice
                name="slot"
                label="放入真实页面的槽位"
                value={settings.slot}
                options={slotChoices(settings.layout)}
                onChange={(slot) => change({ slot })}
              />
              {settings.slot && panels.length > 1 && (
                <Choice
                  name="panel"
                  label="放入的面板"
                  value={placedPanel}
                  options={Object.fromEntries(panels.map((p) => [p.id, p.id]))}
                  onChange={(panel) => change({ panel })}
                />
              )}
            </Box>
            <DisplayFrame
              display={settings.display}
              layout={settings.layout}
              remote={remote}
              place={settings.slot && placedPanel ? `${settings.slot}=${placedPanel}` : ''}
            />
          </>
        )}
      </ScaledStage>
    </Box>
  );
}
