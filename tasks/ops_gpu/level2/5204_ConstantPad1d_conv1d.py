"""ConstantPad1d -> F.conv1d: synthesised by warpgym synth (seed 9, index 738, torch#2, dim 0 x32)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> F.conv1d"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = self.constantpad1d_0(x)
        x = F.conv1d(x, x1)
        return x


def get_inputs():
    return [torch.randn(256, 256, 128), torch.randn(256, 256, 130)]


def get_init_inputs():
    return []
