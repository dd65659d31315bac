"""ELU -> ConvTranspose1d -> torch.arctan2: synthesised by warpgym synth (seed 7, index 3067, torch#3, dim 0 x896)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> ConvTranspose1d -> torch.arctan2"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.convtranspose1d_1 = nn.ConvTranspose1d(in_channels=64, kernel_size=3, out_channels=128)

    def forward(self, x, x1):
        x = self.elu_0(x)
        x = self.convtranspose1d_1(x)
        x = torch.arctan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(14336, 64, 128), torch.randn(14336, 128, 130)]


def get_init_inputs():
    return []
