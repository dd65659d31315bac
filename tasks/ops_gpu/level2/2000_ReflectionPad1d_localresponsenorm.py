"""ReflectionPad1d -> F.local_response_norm: synthesised by warpgym synth (seed 7, index 3155, torch#2, dim 0 x1451)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> F.local_response_norm"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = F.local_response_norm(x, size=4)
        return x


def get_inputs():
    return [torch.randn(23216, 32, 256)]


def get_init_inputs():
    return []
