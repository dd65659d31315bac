"""ConvTranspose1d -> ConstantPad3d: synthesised by warpgym synth (seed 7, index 1539, torch#2, dim 0 x392)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose1d -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_0 = nn.ConvTranspose1d(in_channels=256, kernel_size=3, out_channels=128)
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.convtranspose1d_0(x)
        x = self.constantpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(3136, 256, 128)]


def get_init_inputs():
    return []
