"""ReflectionPad1d -> torch.copysign: synthesised by warpgym synth (seed 9, index 82, torch#2, dim 0 x5135)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> torch.copysign"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)

    def forward(self, x, x1):
        x = self.reflectionpad1d_0(x)
        x = torch.copysign(x, x1)
        return x


def get_inputs():
    return [torch.randn(328640, 1024), torch.randn(328640, 1026)]


def get_init_inputs():
    return []
