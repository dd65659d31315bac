"""torch.rot90 -> ReflectionPad3d -> torch.det -> SiLU: synthesised by warpgym synth (seed 7, index 549, torch#4, dim 0 x1090)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rot90 -> ReflectionPad3d -> torch.det -> SiLU"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_1 = nn.ReflectionPad3d(padding=1)
        self.silu_3 = nn.SiLU()

    def forward(self, x):
        x = torch.rot90(x)
        x = self.reflectionpad3d_1(x)
        x = torch.det(x)
        x = self.silu_3(x)
        return x


def get_inputs():
    return [torch.randn(8720, 16, 32, 32)]


def get_init_inputs():
    return []
