# Sign Windows programs with Azure Trusted Signing (Microsoft's signing service; since June
# 2023 no certificate authority issues an exportable .pfx for code signing).
#
#     pwsh -NoProfile -File packaging/windows/sign.ps1 FILE [FILE ...]
#
# The service and the credentials come from the environment, set by the workflow from its
# secrets: AZURE_TENANT_ID, AZURE_CLIENT_ID, AZURE_CLIENT_SECRET (an app registration with
# the "Trusted Signing Certificate Profile Signer" role), AZURE_SIGNING_ENDPOINT (e.g.
# https://weu.codesigning.azure.net/), AZURE_SIGNING_ACCOUNT and AZURE_SIGNING_PROFILE.
# NSIS calls this for the uninstaller and the setup program (SIGN_COMMAND), the workflow for
# the program files. Exits non-zero if any file is left unsigned.
param([Parameter(Mandatory = $true, ValueFromRemainingArguments = $true)][string[]] $Path)
$ErrorActionPreference = "Stop"
$moduleVersion = "0.5.8"
if (-not (Get-Module -ListAvailable -Name TrustedSigning |
          Where-Object { $_.Version -eq [version] $moduleVersion })) {
    Install-Module -Name TrustedSigning -RequiredVersion $moduleVersion -Force -Scope CurrentUser -Repository PSGallery
}
Import-Module TrustedSigning -RequiredVersion $moduleVersion
$params = @{
    Endpoint               = $env:AZURE_SIGNING_ENDPOINT
    CodeSigningAccountName = $env:AZURE_SIGNING_ACCOUNT
    CertificateProfileName = $env:AZURE_SIGNING_PROFILE
    Files                  = ($Path | ForEach-Object { (Resolve-Path $_).Path }) -join ","
    FileDigest             = "SHA256"
    TimestampRfc3161       = "http://timestamp.acs.microsoft.com"
    TimestampDigest        = "SHA256"
}
Invoke-TrustedSigning @params
foreach ($file in $Path) {
    $signature = Get-AuthenticodeSignature -FilePath $file
    if ($signature.Status -ne "Valid") { throw "not signed: $file ($($signature.Status))" }
}
