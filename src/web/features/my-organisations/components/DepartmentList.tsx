import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { departmentNameBodySchema, MAX_DEPARTMENT_NAME } from '#shared/contracts/my-organisations';
import { FormMessage } from '#web/components/form/FormMessage';
import { ConfirmDialog } from '#web/components/layout/ConfirmDialog';
import { apiErrorText, apiFieldErrors, translateValidationMessage } from '#web/i18n/messages';
import { useAddDepartment, useRemoveDepartment, useRenameDepartment } from '../api';

interface Department {
  _id: string;
  name: string;
}

/** The name rule of the server, as a translated message, or null when the name is fine. */
function useNameCheck() {
  const { t } = useTranslation();
  return (name: string): string | null => {
    const parsed = departmentNameBodySchema.safeParse({ name });
    return parsed.success ? null : translateValidationMessage(t, parsed.error.issues[0]?.message);
  };
}

/** The server's text for the name field, or its general message. */
function useNameError() {
  const { t } = useTranslation();
  return (error: unknown) => apiFieldErrors(t, error).get('name') ?? apiErrorText(t, error);
}

/**
 * The organisation's departments: pick one to see its staff, add, rename in place, and remove
 * after a confirmation (the server archives it).
 */
export function DepartmentList({
  organisationId,
  departments,
  selectedId,
  onSelect,
}: {
  organisationId: string;
  departments: Department[];
  selectedId: string | undefined;
  onSelect: (id: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const check = useNameCheck();
  const nameError = useNameError();
  const add = useAddDepartment(organisationId);
  const rename = useRenameDepartment(organisationId);
  const remove = useRemoveDepartment(organisationId);
  const [newName, setNewName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; name: string; error: string | null } | null>(
    null,
  );
  const [confirm, setConfirm] = useState<Department | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const submitNew = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const invalid = check(newName);
    setAddError(invalid);
    if (invalid) return;
    try {
      const created = await add.mutateAsync(newName.trim());
      setNewName('');
      setNotice(t('orgStaff.staff.departments.added', { name: created.name }));
      onSelect(created._id);
    } catch (error) {
      setAddError(nameError(error));
    }
  };

  const submitRename = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    setNotice(null);
    const invalid = check(editing.name);
    if (invalid) return setEditing({ ...editing, error: invalid });
    try {
      const renamed = await rename.mutateAsync({ depId: editing.id, name: editing.name.trim() });
      setEditing(null);
      setNotice(t('orgStaff.staff.departments.renamed', { name: renamed.name }));
    } catch (error) {
      setEditing({ ...editing, error: nameError(error) });
    }
  };

  const confirmRemove = async () => {
    if (!confirm) return;
    const department = confirm;
    setConfirm(null);
    setNotice(null);
    setRemoveError(null);
    try {
      await remove.mutateAsync(department._id);
      setNotice(t('orgStaff.staff.departments.removed', { name: department.name }));
      if (selectedId === department._id) onSelect(undefined);
    } catch (error) {
      setRemoveError(apiErrorText(t, error));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}
      >
        <Typography variant="h6" component="h2">
          {t('orgStaff.staff.departments.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('orgStaff.staff.departments.count', { count: departments.length })}
        </Typography>
      </Stack>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submitNew(event)}
        aria-label={t('orgStaff.staff.departments.addLabel')}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            fullWidth
            label={t('orgStaff.staff.departments.newName')}
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
            error={Boolean(addError)}
            helperText={addError ?? ' '}
            slotProps={{ htmlInput: { maxLength: MAX_DEPARTMENT_NAME } }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<AddIcon />}
            disabled={add.isPending}
            aria-label={t('orgStaff.staff.departments.addLabel')}
            sx={{ flexShrink: 0, height: 40 }}
          >
            {t('orgStaff.staff.departments.add')}
          </Button>
        </Stack>
      </Box>
      <Box aria-live="polite">
        {notice ? <FormMessage severity="success" message={notice} /> : null}
        {removeError ? <FormMessage message={removeError} /> : null}
      </Box>
      {departments.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('orgStaff.staff.departments.empty')}
        </Typography>
      ) : (
        <List
          dense
          disablePadding
          sx={{ mt: 1 }}
          aria-label={t('orgStaff.staff.departments.title')}
        >
          {departments.map((department) =>
            editing?.id === department._id ? (
              <ListItem key={department._id} disableGutters sx={{ py: 0.5 }}>
                <Box
                  component="form"
                  noValidate
                  onSubmit={(event) => void submitRename(event)}
                  sx={{ width: '100%' }}
                >
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                      size="small"
                      fullWidth
                      autoFocus
                      label={t('orgStaff.staff.departments.name')}
                      value={editing.name}
                      onChange={(event) => setEditing({ ...editing, name: event.target.value })}
                      onKeyDown={(event) => {
                        if (event.key === 'Escape') setEditing(null);
                      }}
                      error={Boolean(editing.error)}
                      helperText={editing.error ?? ' '}
                      slotProps={{ htmlInput: { maxLength: MAX_DEPARTMENT_NAME } }}
                    />
                    <Tooltip title={t('orgStaff.staff.departments.save')}>
                      <IconButton
                        type="submit"
                        color="primary"
                        disabled={rename.isPending}
                        aria-label={t('orgStaff.staff.departments.save')}
                      >
                        <CheckIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('orgStaff.staff.departments.cancel')}>
                      <IconButton
                        onClick={() => setEditing(null)}
                        aria-label={t('orgStaff.staff.departments.cancel')}
                      >
                        <CloseIcon />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                </Box>
              </ListItem>
            ) : (
              <ListItem
                key={department._id}
                disablePadding
                secondaryAction={
                  <Stack direction="row">
                    <Tooltip
                      title={t('orgStaff.staff.departments.rename', { name: department.name })}
                    >
                      <IconButton
                        size="small"
                        onClick={() =>
                          setEditing({ id: department._id, name: department.name, error: null })
                        }
                        aria-label={t('orgStaff.staff.departments.rename', {
                          name: department.name,
                        })}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip
                      title={t('orgStaff.staff.departments.remove', { name: department.name })}
                    >
                      <IconButton
                        size="small"
                        edge="end"
                        onClick={() => setConfirm(department)}
                        aria-label={t('orgStaff.staff.departments.remove', {
                          name: department.name,
                        })}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                }
                sx={{ '& .MuiListItemSecondaryAction-root': { right: 8 } }}
              >
                <ListItemButton
                  selected={department._id === selectedId}
                  onClick={() => onSelect(department._id)}
                  aria-current={department._id === selectedId ? 'true' : undefined}
                  sx={{ borderRadius: 1, pr: 11 }}
                >
                  <ListItemText
                    primary={department.name}
                    slotProps={{
                      primary: { sx: { fontWeight: department._id === selectedId ? 700 : 500 } },
                    }}
                  />
                </ListItemButton>
              </ListItem>
            ),
          )}
        </List>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t('orgStaff.staff.removeDialog.title')}
        text={t('orgStaff.staff.removeDialog.text', { name: confirm?.name ?? '' })}
        cancelLabel={t('orgStaff.staff.removeDialog.cancel')}
        confirmLabel={t('orgStaff.staff.removeDialog.confirm')}
        onConfirm={() => void confirmRemove()}
      />
    </Paper>
  );
}
