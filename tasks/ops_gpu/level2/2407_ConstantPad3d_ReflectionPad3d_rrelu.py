"""ConstantPad3d -> ReflectionPad3d -> F.rrelu: synthesised by warpgym synth (seed 7, index 3796, torch#3, dim 0 x6068)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> ReflectionPad3d -> F.rrelu"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)
        self.reflectionpad3d_1 = nn.ReflectionPad3d(padding=1)

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = self.reflectionpad3d_1(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(12136, 8, 8, 16, 16)]


def get_init_inputs():
    return []
