"""ReflectionPad1d -> torch.lerp: synthesised by warpgym synth (seed 7, index 3096, torch#2, dim 0 x504)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> torch.lerp"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)

    def forward(self, x, x1, x2):
        x = self.reflectionpad1d_0(x)
        x = torch.lerp(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(129024, 512), torch.randn(129024, 514), torch.randn(129024, 514)]


def get_init_inputs():
    return []
