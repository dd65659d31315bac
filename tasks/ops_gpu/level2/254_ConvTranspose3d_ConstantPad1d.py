"""ConvTranspose3d -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 391, torch#2, dim 0 x2354)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose3d -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.convtranspose3d_0 = nn.ConvTranspose3d(in_channels=8, kernel_size=3, out_channels=16)
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.convtranspose3d_0(x)
        x = self.constantpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(4708, 8, 8, 16, 16)]


def get_init_inputs():
    return []
