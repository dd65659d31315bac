"""ConstantPad3d -> F.selu: synthesised by warpgym synth (seed 7, index 3835, torch#2, dim 0 x2753)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> F.selu"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(22024, 16, 32, 32)]


def get_init_inputs():
    return []
