"""F.mish -> torch.abs -> ReflectionPad3d: synthesised by warpgym synth (seed 7, index 5673, torch#3, dim 0 x2157)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> torch.abs -> ReflectionPad3d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_2 = nn.ReflectionPad3d(padding=1)

    def forward(self, x):
        x = F.mish(x)
        x = torch.abs(x)
        x = self.reflectionpad3d_2(x)
        return x


def get_inputs():
    return [torch.randn(8628, 32, 32, 32)]


def get_init_inputs():
    return []
