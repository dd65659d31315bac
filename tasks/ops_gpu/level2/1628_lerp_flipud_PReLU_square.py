"""torch.lerp -> torch.flipud -> PReLU -> torch.square: synthesised by warpgym synth (seed 7, index 2587, torch#4, dim 0 x1520)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lerp -> torch.flipud -> PReLU -> torch.square"""

    def __init__(self):
        super().__init__()
        self.prelu_2 = nn.PReLU()

    def forward(self, x, x1, x2):
        x = torch.lerp(x, x1, x2)
        x = torch.flipud(x)
        x = self.prelu_2(x)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(12160, 64, 16, 16), torch.randn(12160, 64, 16, 16), torch.randn(12160, 64, 16, 16)]


def get_init_inputs():
    return []
