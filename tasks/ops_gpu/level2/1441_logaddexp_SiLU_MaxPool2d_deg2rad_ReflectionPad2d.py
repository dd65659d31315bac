"""torch.logaddexp -> SiLU -> MaxPool2d -> torch.deg2rad -> ReflectionPad2d: synthesised by warpgym synth (seed 7, index 2305, torch#5, dim 0 x3683)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp -> SiLU -> MaxPool2d -> torch.deg2rad -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()
        self.maxpool2d_2 = nn.MaxPool2d(kernel_size=3)
        self.reflectionpad2d_4 = nn.ReflectionPad2d(padding=1)

    def forward(self, x, x1):
        x = torch.logaddexp(x, x1)
        x = self.silu_1(x)
        x = self.maxpool2d_2(x)
        x = torch.deg2rad(x)
        x = self.reflectionpad2d_4(x)
        return x


def get_inputs():
    return [torch.randn(14732, 32, 32, 32), torch.randn(14732, 32, 32, 32)]


def get_init_inputs():
    return []
