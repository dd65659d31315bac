"""ReflectionPad3d -> torch.flipud -> F.softmin: synthesised by warpgym synth (seed 7, index 2832, torch#3, dim 0 x517)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad3d -> torch.flipud -> F.softmin"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_0 = nn.ReflectionPad3d(padding=1)

    def forward(self, x):
        x = self.reflectionpad3d_0(x)
        x = torch.flipud(x)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(8272, 32, 16, 16)]


def get_init_inputs():
    return []
