"""SELU -> torch.prod -> ReflectionPad1d -> CELU: synthesised by warpgym synth (seed 7, index 1201, torch#4, dim 0 x6389)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> torch.prod -> ReflectionPad1d -> CELU"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.reflectionpad1d_2 = nn.ReflectionPad1d(padding=1)
        self.celu_3 = nn.CELU()

    def forward(self, x):
        x = self.selu_0(x)
        x = torch.prod(x, -1)
        x = self.reflectionpad1d_2(x)
        x = self.celu_3(x)
        return x


def get_inputs():
    return [torch.randn(25556, 32, 32, 32)]


def get_init_inputs():
    return []
