"""F.hardtanh -> torch.sinh -> ReflectionPad2d -> Mish: synthesised by warpgym synth (seed 7, index 5760, torch#4, dim 0 x575)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> torch.sinh -> ReflectionPad2d -> Mish"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_2 = nn.ReflectionPad2d(padding=1)
        self.mish_3 = nn.Mish()

    def forward(self, x):
        x = F.hardtanh(x)
        x = torch.sinh(x)
        x = self.reflectionpad2d_2(x)
        x = self.mish_3(x)
        return x


def get_inputs():
    return [torch.randn(9200, 64, 128)]


def get_init_inputs():
    return []
