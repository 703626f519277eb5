// Public API of @pms/ui. Every export is named so the surface stays deliberate.

export type { AppFrameProps } from './components/AppFrame/AppFrame.tsx';
export { AppFrame } from './components/AppFrame/AppFrame.tsx';
export type { BadgeProps, BadgeTone } from './components/Badge/Badge.tsx';
export { Badge } from './components/Badge/Badge.tsx';
export type { BoxElement, BoxProps } from './components/Box/Box.tsx';
export { Box } from './components/Box/Box.tsx';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button.tsx';
export { Button } from './components/Button/Button.tsx';
export type { CalendarProps, RangeCalendarProps } from './components/Calendar/Calendar.tsx';
export { Calendar, RangeCalendar } from './components/Calendar/Calendar.tsx';
export type { CardProps, HeadingLevel } from './components/Card/Card.tsx';
export { Card } from './components/Card/Card.tsx';
export type { CheckboxGroupOrientation, CheckboxGroupProps, CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export { Checkbox, CheckboxGroup } from './components/Checkbox/Checkbox.tsx';
export type { ColumnChooserColumn, ColumnChooserProps } from './components/ColumnChooser/ColumnChooser.tsx';
export { ColumnChooser } from './components/ColumnChooser/ColumnChooser.tsx';
export type { ColumnVisibility } from './components/ColumnChooser/useColumnVisibility.ts';
export { readColumnVisibility, useColumnVisibility } from './components/ColumnChooser/useColumnVisibility.ts';
export type {
  ColumnProps,
  ColumnsAlignY,
  ColumnsCollapseBelow,
  ColumnsProps,
  ColumnWidth,
} from './components/Columns/Columns.tsx';
export { Column, Columns } from './components/Columns/Columns.tsx';
export type { ComboBoxItemProps, ComboBoxProps } from './components/ComboBox/ComboBox.tsx';
export { ComboBox, ComboBoxItem } from './components/ComboBox/ComboBox.tsx';
export type { CsvOptions, CsvValue } from './components/DataGrid/csv.ts';
export { CSV_BOM, csvField, downloadCsv, toCsv } from './components/DataGrid/csv.ts';
export type {
  DataGridAlign,
  DataGridColumn,
  DataGridColumnOptions,
  DataGridExportOptions,
  DataGridHandle,
  DataGridPagination,
  DataGridProps,
  DataGridSorting,
} from './components/DataGrid/DataGrid.tsx';
export { DataGrid, dataGridColumn } from './components/DataGrid/DataGrid.tsx';
export type { DateFieldProps } from './components/DateField/DateField.tsx';
export { DateField } from './components/DateField/DateField.tsx';
export type { CalendarDateRange, DateRangeInput, DateValueInput, IsoDateRange } from './components/DateField/dates.ts';
export { formatCalendarDate, toCalendarDate, toIsoDate, toIsoDateRange } from './components/DateField/dates.ts';
export type { DatePickerProps } from './components/DatePicker/DatePicker.tsx';
export { DatePicker } from './components/DatePicker/DatePicker.tsx';
export type { DateRangePickerProps } from './components/DateRangePicker/DateRangePicker.tsx';
export { DateRangePicker } from './components/DateRangePicker/DateRangePicker.tsx';
export type {
  ConfirmAndCancelResult,
  ConfirmOptions,
  DialogOptions,
  DialogProviderProps,
  Dialogs,
  ShiftChoice,
  YesNoCancelResult,
} from './components/DialogProvider/DialogProvider.tsx';
export { DialogProvider, useDialogs } from './components/DialogProvider/DialogProvider.tsx';
export type { DisclosureGroupProps, DisclosureProps } from './components/Disclosure/Disclosure.tsx';
export { Disclosure, DisclosureGroup } from './components/Disclosure/Disclosure.tsx';
export type { FieldLabelProps, FieldProps } from './components/Field/Field.tsx';
export { FieldDescription, FieldErrorMessage, FieldHelp, FieldLabel } from './components/Field/Field.tsx';
export type { FormProps } from './components/Form/Form.tsx';
export { Form } from './components/Form/Form.tsx';
export type { FormValidationErrors, ServerFieldError } from './components/Form/validationErrors.ts';
export { toValidationErrors } from './components/Form/validationErrors.ts';
export type { HamburgerMenuProps } from './components/HamburgerMenu/HamburgerMenu.tsx';
export { HamburgerMenu } from './components/HamburgerMenu/HamburgerMenu.tsx';
export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './components/IconButton/IconButton.tsx';
export { IconButton } from './components/IconButton/IconButton.tsx';
export type { InlineAlign, InlineAlignY, InlineProps } from './components/Inline/Inline.tsx';
export { Inline } from './components/Inline/Inline.tsx';
export type { LanguageFlagProps } from './components/LanguageSwitcher/flags.tsx';
export { LanguageFlag } from './components/LanguageSwitcher/flags.tsx';
export type { LanguageCode, LanguageSwitcherProps } from './components/LanguageSwitcher/LanguageSwitcher.tsx';
export { LANGUAGE_CODES, LanguageSwitcher } from './components/LanguageSwitcher/LanguageSwitcher.tsx';
export type { LinkProps, LinkVariant } from './components/Link/Link.tsx';
export { Link } from './components/Link/Link.tsx';
export type { LoadingPopupProps } from './components/LoadingPopup/LoadingPopup.tsx';
export { LoadingPopup } from './components/LoadingPopup/LoadingPopup.tsx';
export type { ModalDialogProps, ModalDialogSize } from './components/ModalDialog/ModalDialog.tsx';
export { ModalDialog } from './components/ModalDialog/ModalDialog.tsx';
export type { NoticeProps, NoticeTone } from './components/Notice/Notice.tsx';
export { Notice } from './components/Notice/Notice.tsx';
export type {
  NotificationOptions,
  NotificationProviderProps,
  Notifications,
  NotificationTone,
} from './components/NotificationProvider/NotificationProvider.tsx';
export { NotificationProvider, useNotifications } from './components/NotificationProvider/NotificationProvider.tsx';
export type { NumberFieldProps } from './components/NumberField/NumberField.tsx';
export { NumberField } from './components/NumberField/NumberField.tsx';
export type { OverlayLayerProps } from './components/OverlayLayer/OverlayLayer.tsx';
export { OverlayLayer } from './components/OverlayLayer/OverlayLayer.tsx';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField.tsx';
export { PasswordField } from './components/PasswordField/PasswordField.tsx';
export { PASSWORD_TYPING_DEBOUNCE_MS } from './components/PasswordField/typingFlag.ts';
export type { PinToggleProps } from './components/PinToggle/PinToggle.tsx';
export { PinToggle } from './components/PinToggle/PinToggle.tsx';
export type { ProgressBarProps } from './components/ProgressBar/ProgressBar.tsx';
export { ProgressBar } from './components/ProgressBar/ProgressBar.tsx';
export type { QuantityStepperProps } from './components/QuantityStepper/QuantityStepper.tsx';
export { QuantityStepper } from './components/QuantityStepper/QuantityStepper.tsx';
export type { RadioGroupProps, RadioProps } from './components/RadioGroup/RadioGroup.tsx';
export { Radio, RadioGroup } from './components/RadioGroup/RadioGroup.tsx';
export type { SearchFieldProps } from './components/SearchField/SearchField.tsx';
export { SearchField } from './components/SearchField/SearchField.tsx';
export type { SelectItemProps, SelectProps } from './components/Select/Select.tsx';
export { Select, SelectItem } from './components/Select/Select.tsx';
export type { NavItem, NavLinkDomProps, NavLinkRenderer } from './components/SideMenu/nav.ts';
export { trailTo } from './components/SideMenu/nav.ts';
export type { SideMenuProps } from './components/SideMenu/SideMenu.tsx';
export { SideMenu } from './components/SideMenu/SideMenu.tsx';
export type { SpinnerProps, SpinnerSize } from './components/Spinner/Spinner.tsx';
export { Spinner } from './components/Spinner/Spinner.tsx';
export type { StackAlign, StackDirection, StackJustify, StackProps } from './components/Stack/Stack.tsx';
export { Stack } from './components/Stack/Stack.tsx';
export type { StatusChipProps, StatusChipTone } from './components/StatusChip/StatusChip.tsx';
export { StatusChip } from './components/StatusChip/StatusChip.tsx';
export type { SwitchProps } from './components/Switch/Switch.tsx';
export { Switch } from './components/Switch/Switch.tsx';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './components/Tabs/Tabs.tsx';
export { Tab, TabList, TabPanel, Tabs } from './components/Tabs/Tabs.tsx';
export type { TextAreaProps } from './components/TextArea/TextArea.tsx';
export { TextArea } from './components/TextArea/TextArea.tsx';
export type { TextFieldProps } from './components/TextField/TextField.tsx';
export { TextField } from './components/TextField/TextField.tsx';
export type { ToastOptions, ToastProviderProps, Toasts, ToastTone } from './components/ToastProvider/ToastProvider.tsx';
export { ToastProvider, useToast } from './components/ToastProvider/ToastProvider.tsx';
export type { ToneIconName, ToneIconProps } from './components/ToneIcon/ToneIcon.tsx';
export { ToneIcon } from './components/ToneIcon/ToneIcon.tsx';
export type { ToolbarGroupProps, ToolbarProps, ToolbarSeparatorProps } from './components/Toolbar/Toolbar.tsx';
export { Toolbar, ToolbarGroup, ToolbarSeparator } from './components/Toolbar/Toolbar.tsx';
export type { TooltipProps, TooltipTriggerProps } from './components/Tooltip/Tooltip.tsx';
export { Tooltip, TooltipTrigger } from './components/Tooltip/Tooltip.tsx';
export type { HideOnScrollOptions, UseHideOnScrollOptions } from './components/TopBar/hideOnScroll.ts';
export { useHideOnScroll } from './components/TopBar/hideOnScroll.ts';
export type { TopBarLinkProps, TopBarProps } from './components/TopBar/TopBar.tsx';
export { TopBar, TopBarLink } from './components/TopBar/TopBar.tsx';
export type { TreeNode, TreeProps } from './components/Tree/Tree.tsx';
export { Tree } from './components/Tree/Tree.tsx';
export { formatDate, formatDateTime, formatMoney, parseNumber } from './format/format.ts';
export type { UiLocale, UiStrings } from './i18n/strings.ts';
export { UI_LOCALES, useUiStrings } from './i18n/strings.ts';
export type { UiProviderProps } from './provider/UiProvider.tsx';
export { UiProvider } from './provider/UiProvider.tsx';
export type { Breakpoint } from './theme/breakpoints.ts';
export { belowQueries, breakpoints, mediaQueries } from './theme/breakpoints.ts';
export type { Responsive, Sprinkles } from './theme/sprinkles.css.ts';
export { sprinkles } from './theme/sprinkles.css.ts';
export { darkTheme, lightTheme, themeRoot, vars } from './theme/theme.css.ts';
export type { SpaceToken, ThemeTokens, ToneColors } from './theme/tokens.ts';
export { darkTokens, fontStacks, lightTokens, specColors } from './theme/tokens.ts';
