"""torch.cumsum -> Flatten -> ReflectionPad1d -> torch.std: synthesised by warpgym synth (seed 7, index 6943, torch#4, dim 0 x806)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumsum -> Flatten -> ReflectionPad1d -> torch.std"""

    def __init__(self):
        super().__init__()
        self.flatten_1 = nn.Flatten()
        self.reflectionpad1d_2 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = torch.cumsum(x, -1)
        x = self.flatten_1(x)
        x = self.reflectionpad1d_2(x)
        x = torch.std(x)
        return x


def get_inputs():
    return [torch.randn(12896, 64, 128)]


def get_init_inputs():
    return []
