"""torch.multiply -> torch.exp -> F.pad -> torch.asinh -> CircularPad2d: synthesised by warpgym synth (seed 8, index 234, torch#5, dim 0 x368)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.multiply -> torch.exp -> F.pad -> torch.asinh -> CircularPad2d"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_4 = nn.CircularPad2d(padding=1)

    def forward(self, x, x1):
        x = torch.multiply(x, x1)
        x = torch.exp(x)
        x = F.pad(x, pad=[1, 1])
        x = torch.asinh(x)
        x = self.circularpad2d_4(x)
        return x


def get_inputs():
    return [torch.randn(5888, 64, 128), torch.randn(5888, 64, 128)]


def get_init_inputs():
    return []
