"""GLU -> torch.asinh -> torch.lgamma: synthesised by warpgym synth (seed 7, index 6457, torch#3, dim 0 x5155)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> torch.asinh -> torch.lgamma"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()

    def forward(self, x):
        x = self.glu_0(x)
        x = torch.asinh(x)
        x = torch.lgamma(x)
        return x


def get_inputs():
    return [torch.randn(41240, 64, 16, 16)]


def get_init_inputs():
    return []
