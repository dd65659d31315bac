"""ReflectionPad2d -> Softsign: synthesised by warpgym synth (seed 7, index 2626, torch#2, dim 0 x303)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> Softsign"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)
        self.softsign_1 = nn.Softsign()

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = self.softsign_1(x)
        return x


def get_inputs():
    return [torch.randn(4848, 64, 128)]


def get_init_inputs():
    return []
