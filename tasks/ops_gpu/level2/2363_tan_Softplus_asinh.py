"""torch.tan -> Softplus -> torch.asinh: synthesised by warpgym synth (seed 7, index 3730, torch#3, dim 0 x652)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tan -> Softplus -> torch.asinh"""

    def __init__(self):
        super().__init__()
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = torch.tan(x)
        x = self.softplus_1(x)
        x = torch.asinh(x)
        return x


def get_inputs():
    return [torch.randn(5216, 256, 128)]


def get_init_inputs():
    return []
