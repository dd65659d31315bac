"""torch.hypot -> F.hardtanh -> ConvTranspose1d: synthesised by warpgym synth (seed 7, index 6510, torch#3, dim 0 x67)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.hypot -> F.hardtanh -> ConvTranspose1d"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_2 = nn.ConvTranspose1d(in_channels=64, kernel_size=3, out_channels=128)

    def forward(self, x, x1):
        x = torch.hypot(x, x1)
        x = F.hardtanh(x)
        x = self.convtranspose1d_2(x)
        return x


def get_inputs():
    return [torch.randn(1072, 64, 128), torch.randn(1072, 64, 128)]


def get_init_inputs():
    return []
