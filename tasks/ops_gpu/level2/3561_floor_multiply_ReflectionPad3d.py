"""torch.floor -> torch.multiply -> ReflectionPad3d: synthesised by warpgym synth (seed 7, index 5589, torch#3, dim 0 x490)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor -> torch.multiply -> ReflectionPad3d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_2 = nn.ReflectionPad3d(padding=1)

    def forward(self, x, x1):
        x = torch.floor(x)
        x = torch.multiply(x, x1)
        x = self.reflectionpad3d_2(x)
        return x


def get_inputs():
    return [torch.randn(1960, 32, 32, 32), torch.randn(1960, 32, 32, 32)]


def get_init_inputs():
    return []
