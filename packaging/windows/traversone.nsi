; Per-user Windows installer for the Traversone Desktop bundle (NSIS 3, Unicode).
;
; Built by `python packaging/build.py` on Windows, which passes:
;   /DVERSION=0.1.0 /DVERSION4=0.1.0.0 /DSOURCE=<dist\traversone> /DOUTFILE=<...-setup.exe>
;   /DLICENCE=<LICENSE> /DICON=<traversone.ico>
; Optional: /DSIGN_COMMAND="<command with %1>" signs the uninstaller (and the setup program)
; while they are made; see docs/development.md, "Building the bundles".
;
; No administrator rights: the program goes to %LOCALAPPDATA%\Programs\Traversone, the
; shortcuts to this user's Start menu (and desktop, if ticked), the uninstall entry to HKCU.

Unicode true
ManifestDPIAware true
SetCompressor /SOLID lzma
RequestExecutionLevel user

!ifndef VERSION | SOURCE | OUTFILE | LICENCE | ICON
  !error "run through packaging/build.py, or pass VERSION, SOURCE, OUTFILE, LICENCE and ICON"
!endif
!ifndef VERSION4
  !define VERSION4 "${VERSION}.0"
!endif

!define APP_NAME "Traversone"
!define PUBLISHER "Traversone Desktop developers"
!define EXE "traversone.exe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\io.github.traversone.Traversone"
!define APP_KEY "Software\Classes\Applications\${EXE}"

!ifdef SIGN_COMMAND
  !finalize `${SIGN_COMMAND}` = 0
  !uninstfinalize `${SIGN_COMMAND}` = 0
!endif

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION4}"
VIAddVersionKey /LANG=0 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP_NAME} ${VERSION} Setup"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "LegalCopyright" "GPL-3.0-or-later"

!include "MUI2.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
; The language chosen at install time is remembered for the uninstaller.
!define MUI_LANGDLL_REGISTRY_ROOT HKCU
!define MUI_LANGDLL_REGISTRY_KEY "${UNINSTALL_KEY}"
!define MUI_LANGDLL_REGISTRY_VALUENAME "InstallerLanguage"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${LICENCE}"
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Italian"

LangString NAME_PROGRAM ${LANG_ENGLISH} "Traversone (required)"
LangString NAME_PROGRAM ${LANG_ITALIAN} "Traversone (necessario)"
LangString NAME_DESKTOP ${LANG_ENGLISH} "Desktop shortcut"
LangString NAME_DESKTOP ${LANG_ITALIAN} "Collegamento sul desktop"
LangString DESC_PROGRAM ${LANG_ENGLISH} "The game, with a Start menu entry and an uninstaller."
LangString DESC_PROGRAM ${LANG_ITALIAN} "Il gioco, con una voce nel menu Start e il programma di disinstallazione."
LangString DESC_DESKTOP ${LANG_ENGLISH} "An icon on the desktop that starts Traversone."
LangString DESC_DESKTOP ${LANG_ITALIAN} "Un'icona sul desktop che avvia Traversone."
LangString RUNNING ${LANG_ENGLISH} "Traversone is running. Close it, then click OK."
LangString RUNNING ${LANG_ITALIAN} "Traversone è aperto. Chiudilo, poi fai clic su OK."

Function .onInit
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Section "!$(NAME_PROGRAM)" SecProgram
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; An older copy is replaced whole: stale files of another version must not linger.
  RMDir /r "$INSTDIR\_internal"
  File /r "${SOURCE}\*.*"
  WriteUninstaller "$INSTDIR\Uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\Uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\Uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ; "Open with" offers the game for a saved match; .json stays the editor's
  WriteRegStr HKCU "${APP_KEY}" "FriendlyAppName" "${APP_NAME}"
  WriteRegStr HKCU "${APP_KEY}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  WriteRegStr HKCU "${APP_KEY}\SupportedTypes" ".json" ""
  WriteRegStr HKCU "Software\Classes\.json\OpenWithList\${EXE}" "" ""
SectionEnd

Section "$(NAME_DESKTOP)" SecDesktop
  CreateShortcut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecProgram} $(DESC_PROGRAM)
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} $(DESC_DESKTOP)
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Function un.onInit
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

; The player's settings, saves and statistics (in %APPDATA%) are kept: reinstalling
; brings them back, and deleting a family's scores is not an uninstaller's call.
Section "Uninstall"
  retry:
  ClearErrors
  Delete "$INSTDIR\${EXE}"
  IfErrors 0 removed
    MessageBox MB_OKCANCEL|MB_ICONEXCLAMATION "$(RUNNING)" IDOK retry
    Abort
  removed:
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  Delete "$DESKTOP\${APP_NAME}.lnk"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\traversone-cli.exe"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\THIRD-PARTY-NOTICES.txt"
  Delete "$INSTDIR\Uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "${APP_KEY}"
  DeleteRegKey HKCU "Software\Classes\.json\OpenWithList\${EXE}"
SectionEnd
