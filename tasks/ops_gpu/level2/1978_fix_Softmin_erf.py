"""torch.fix -> Softmin -> torch.erf: synthesised by warpgym synth (seed 7, index 3123, torch#3, dim 0 x221)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fix -> Softmin -> torch.erf"""

    def __init__(self):
        super().__init__()
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = torch.fix(x)
        x = self.softmin_1(x)
        x = torch.erf(x)
        return x


def get_inputs():
    return [torch.randn(7072, 128, 64)]


def get_init_inputs():
    return []
