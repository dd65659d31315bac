"""ConstantPad1d -> F.native_channel_shuffle: synthesised by warpgym synth (seed 7, index 4307, torch#2, dim 0 x1609)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> F.native_channel_shuffle"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = F.native_channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(12872, 16, 32, 32)]


def get_init_inputs():
    return []
